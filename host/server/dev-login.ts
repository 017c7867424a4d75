import { SCENARIOS, SCENARIO_NAMES, scenarioToken, type ScenarioName } from '@portico/dev';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only same-site paths may be redirect targets. */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/markets/';
  return raw;
}

/** Answer of the dev login page: a scenario picker, or a login that sets `adstk` and redirects. */
export function devLogin(url: URL): { status: number; headers: Record<string, string | string[]>; body: string } {
  const redirect = safeRedirect(url.searchParams.get('redirect'));
  const name = url.searchParams.get('scenario');
  if (name) {
    if (!(SCENARIO_NAMES as readonly string[]).includes(name)) {
      return { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `未知的测试账号：${name}` };
    }
    const scenario = SCENARIOS[name as ScenarioName];
    const cookie =
      name === 'logged-out'
        ? 'adstk=; Path=/; Max-Age=0; SameSite=Lax'
        : `adstk=${scenarioToken(name as ScenarioName)}; Path=/; SameSite=Lax`;
    let target = redirect;
    if (scenario.multiAccessId && !/[?&]multiAccessId=/.test(target)) {
      target += `${target.includes('?') ? '&' : '?'}multiAccessId=${encodeURIComponent(scenario.multiAccessId)}`;
    }
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
