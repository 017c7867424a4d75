/** Stylesheet of the header widgets (injected once by the first widget). */
export const HEADER_CSS = `
.hdr-brand { display: flex; align-items: center; gap: 8px; color: #fff; text-decoration: none; font-size: 16px; font-weight: 600; white-space: nowrap; }
.hdr-tabs > ul { display: flex; align-items: stretch; gap: 4px; list-style: none; margin: 0; padding: 0; height: 56px; }
.hdr-tabs > ul > li { display: flex; }
.hdr-tab { display: inline-flex; align-items: center; gap: 4px; padding: 0 14px; color: #d6dcea; text-decoration: none; font: inherit; font-size: 14px; background: none; border: 0; border-bottom: 3px solid transparent; cursor: pointer; }
.hdr-tab:hover { color: #fff; }
.hdr-tab:focus-visible { outline: 2px solid #fff; outline-offset: -4px; }
.hdr-tab-active { color: #fff; font-weight: 600; border-bottom-color: #4ea1ff; }
.hdr-extra { display: flex; gap: 14px; }
.hdr-link { color: #d6dcea; text-decoration: none; font-size: 13px; white-space: nowrap; }
.hdr-link:hover { color: #fff; }
.hdr-user, .hdr-icon-button { color: #fff !important; }
.hdr-user-anon { display: inline-flex; gap: 10px; align-items: center; color: #fff; font-size: 13px; }
.hdr-user-name { max-width: 220px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.hdr-qr { text-align: center; }
.hdr-qr-code svg { width: 140px; height: 140px; }
.hdr-qr p { margin: 6px 0 0; font-size: 12px; color: #616161; }
.hdr-password-notice { position: fixed; top: 60px; right: 24px; z-index: 20; max-width: 420px; }
`;
