/** Stylesheet of the notification centre (injected by the bell, travels in its chunk). */
export const NOTIFICATIONS_CSS = `
.ntf-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.ntf-bell { position: relative; overflow: visible !important; color: #fff !important; min-width: 32px; }
.ntf-badge { position: absolute; top: 2px; left: 50%; margin-left: 2px; min-width: 18px; height: 18px; padding: 0 5px; box-sizing: border-box; border-radius: 9px; background: #c50f1f; color: #fff; font-size: 11px; font-weight: 600; line-height: 18px; text-align: center; pointer-events: none; }
.ntf-surface:focus { outline: none; }
.ntf-surface { width: 420px; max-width: calc(100vw - 32px); padding: 0 !important; }
.ntf-panel { display: flex; flex-direction: column; max-height: min(640px, calc(100vh - 96px)); }
.ntf-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 16px; border-bottom: 1px solid #e0e0e0; }
.ntf-title { margin: 0; font-size: 15px; font-weight: 600; }
.ntf-actions { display: flex; gap: 4px; }
.ntf-body { flex: 1; overflow-y: auto; min-height: 120px; }
.ntf-state { display: flex; align-items: center; justify-content: center; gap: 4px; min-height: 120px; margin: 0; color: #616161; font-size: 13px; }
.ntf-list { list-style: none; margin: 0; padding: 0; }
.ntf-item + .ntf-item { border-top: 1px solid #f0f0f0; }
.ntf-item-button { display: flex; flex-direction: column; gap: 4px; width: 100%; padding: 10px 16px; border: 0; background: none; font: inherit; text-align: left; color: #242424; cursor: pointer; }
.ntf-item-button:hover { background: #f5f7fa; }
.ntf-item-button:focus-visible { outline: 2px solid #0f6cbd; outline-offset: -2px; }
.ntf-item-read .ntf-item-button { color: #6b6b6b; cursor: default; }
.ntf-item-head { display: flex; align-items: center; gap: 6px; min-width: 0; }
.ntf-dot { flex: none; width: 6px; height: 6px; border-radius: 50%; background: #c50f1f; }
.ntf-tag { flex: none; padding: 0 6px; border-radius: 2px; background: #ebf3fc; color: #0f548c; font-size: 12px; line-height: 20px; }
.ntf-tag-important { background: #fdf3f4; color: #a4262c; }
.ntf-item-read .ntf-tag { background: #f5f5f5; color: #616161; }
.ntf-item-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 14px; font-weight: 600; }
.ntf-item-read .ntf-item-title { font-weight: 400; }
.ntf-item-time { font-size: 12px; color: #616161; }
.ntf-item-content { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; font-size: 13px; line-height: 20px; }
.ntf-foot { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 16px; border-top: 1px solid #e0e0e0; font-size: 12px; color: #616161; }
.ntf-pager { display: flex; align-items: center; gap: 4px; }
`;
