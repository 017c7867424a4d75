/** Stylesheet of the toolbox flyout (injected by its widget, travels in its chunk). */
export const TOOLBOX_FLYOUT_CSS = `
.tbx-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.tbx-root { display: flex; align-items: stretch; }
.tbx-trigger { align-self: center; min-width: 20px !important; margin-left: -10px; padding: 0 2px !important; color: #d6dcea !important; }
.tbx-root:hover .tbx-trigger, .tbx-trigger[aria-expanded='true'] { color: #fff !important; }
.tbx-surface { width: 760px; max-width: calc(100vw - 32px); padding: 0 !important; color: #242424; }
.tbx-panel { display: flex; flex-direction: column; max-height: min(600px, calc(100vh - 96px)); }
.tbx-groups { overflow-y: auto; padding: 4px 16px; }
.tbx-group { display: grid; grid-template-columns: 96px minmax(0, 1fr); gap: 12px; padding: 10px 0; }
.tbx-group + .tbx-group { border-top: 1px solid #f0f0f0; }
.tbx-group-title { display: flex; align-items: flex-start; gap: 6px; margin: 0; padding-top: 6px; font-size: 13px; font-weight: 600; color: #424242; }
.tbx-list { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 2px 4px; list-style: none; margin: 0; padding: 0; }
.tbx-entry { display: flex; align-items: center; gap: 6px; width: 100%; padding: 6px 8px; border: 0; border-radius: 4px; background: none; font: inherit; font-size: 13px; color: #242424; text-align: left; cursor: pointer; }
.tbx-entry:hover { background: #ebf3fc; color: #0f548c; }
.tbx-entry:focus-visible { outline: 2px solid #0f6cbd; outline-offset: -2px; }
.tbx-icon { flex: none; width: 20px; height: 20px; font-size: 20px; color: #0f6cbd; }
.tbx-group-title .tbx-icon { color: #616161; }
.tbx-entry-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tbx-tag { flex: none; padding: 0 4px; border-radius: 2px; background: #fdf3f4; color: #a4262c; font-size: 11px; line-height: 16px; }
.tbx-desc { margin: 0; padding: 8px 16px; border-top: 1px solid #e0e0e0; background: #fafafa; font-size: 12px; line-height: 18px; color: #616161; }
`;
