// Helpers the bench scripts share (`run.ts`, `compare.ts`).
import { spawn, type ChildProcess } from 'node:child_process';

/** The median (the mean of the middle two for an even count). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Resolves once `url` answers 200; throws after `ms`. */
export async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** The portal's own server (`host/server/main.ts` of the checkout at `root`) on a built `outDir`, no build. */
export function portalServer(
  root: string,
  port: number,
  outDir: string,
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PORTICO_SKIP_BUILD: '1', PORTICO_OUT_DIR: outDir, ...env },
    stdio: 'ignore',
  });
}
