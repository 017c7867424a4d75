import { DEV_SESSION, SCENARIOS, SCENARIO_NAMES, scenarioToken, type ScenarioName } from '@portico/dev';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HOME = '/markets/';
/** C0 controls and DEL: browsers drop some of them from a URL (`/<tab>/evil.example` → `//evil.example`). */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A path a browser reads as another host: `//host` or `/\host`. */
const PROTOCOL_RELATIVE = /^\/[/\\]/;

/**
 * The way back after the dev login: `raw` parsed with `URL` against the server's own origin and
 * kept only when it stays there (path, query and hash; written as a path or as this origin in
 * full); anything else goes home. A result that starts with `//` or `/\` goes home too: `URL`
 * turns `/.//evil.com` into the path `//evil.com`, which a `Location` header would send off-site.
 * Control characters are for the caller to refuse first.
 */
export function safeRedirect(raw: string | null, origin: string): string {
  if (!raw || !(raw.startsWith('/') || raw.startsWith(`${origin}/`))) return HOME;
  let target: URL;
  try {
    target = new URL(raw, origin);
  } catch {
    return HOME;
  }
  if (target.origin !== origin) return HOME;
  const path = target.pathname + target.search + target.hash;
  return PROTOCOL_RELATIVE.test(path) ? HOME : path;
}

const badRequest = (text: string) => ({
  status: 400,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: text,
});

/**
 * Answer of the dev login page: a scenario picker, or a login that sets `adstk` and redirects
 * (`?scenario=<name>[&session=<id>][&redirect=<path>]`).
 */
export function devLogin(url: URL): { status: number; headers: Record<string, string | string[]>; body: string } {
  const raw = url.searchParams.get('redirect');
  if (raw !== null && hasControl(raw)) return badRequest('redirect 含有控制字符，已拒绝。');
  const redirect = safeRedirect(raw, url.origin);
  const name = url.searchParams.get('scenario');
  if (name) {
    if (!(SCENARIO_NAMES as readonly string[]).includes(name)) return badRequest(`未知的测试账号：${name}`);
    const scenario = SCENARIOS[name as ScenarioName];
    // `session`: a session of its own, whose changes the dev API keeps apart (tests running side by side).
    const session = url.searchParams.get('session') ?? undefined;
    if (session !== undefined && !DEV_SESSION.test(session))
      return badRequest(`会话名无效：${session}（仅限字母、数字、_ 和 -，至多 64 个）`);
    const cookie =
      name === 'logged-out'
        ? 'adstk=; Path=/; Max-Age=0; SameSite=Lax'
        : `adstk=${scenarioToken(name as ScenarioName, session)}; Path=/; SameSite=Lax`;
    const back = new URL(redirect, url.origin);
    if (scenario.multiAccessId && !back.searchParams.has('multiAccessId'))
      back.searchParams.set('multiAccessId', scenario.multiAccessId);
    const target = back.pathname + back.search + back.hash;
    return { status: 302, headers: { location: target, 'set-cookie': cookie, 'cache-control': 'no-store' }, body: '' };
  }
  const items = SCENARIO_NAMES.map((n) => {
    const href = `/market/login/index.html?scenario=${n}&redirect=${encodeURIComponent(redirect)}`;
    return `<li><a href="${escape(href)}"><strong>${escape(n)}</strong><span>${escape(SCENARIOS[n].label)}</span></a></li>`;
  }).join('\n');
  const body = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>登录 - 营销平台（开发环境）</title>
<style>body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f5f6fa;margin:0}main{max-width:640px;margin:48px auto;background:#fff;border-radius:8px;padding:24px 32px;box-shadow:0 1px 3px rgba(0,0,0,.08)}h1{font-size:22px}p{color:#555}ul{list-style:none;padding:0}li a{display:flex;gap:16px;align-items:center;padding:10px 12px;border:1px solid #e0e0e0;border-radius:6px;margin:8px 0;color:#242424;text-decoration:none}li a:hover{border-color:#0f6cbd;background:#f0f6ff}strong{min-width:170px;font-family:monospace;color:#0f6cbd}</style></head>
<body><main><h1>选择测试账号登录</h1><p>开发环境登录页：选择一个场景账号，登录后返回 <code>${escape(redirect)}</code>。</p><ul>${items}</ul></main></body></html>`;
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body };
}
