import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A server of `host/server/main.ts` (`npm start`, the dev harness) a spec runs on a port of its own. */
export interface HarnessServer {
  /** The URL it printed (the harness: its start URL through the dev login), on 127.0.0.1. */
  readonly url: string;
  /** What it printed so far, stdout and stderr together. */
  printed(): string;
  stop(): void;
}

/** Starts `host/server/main.ts` with `args` and waits for its `Open:` line (at most `timeoutMs`). */
export function startHarness(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<HarnessServer> {
  return startMain(args, env, timeoutMs, /^Open: (\S+)$/m);
}

/**
 * Starts `host/server/main.ts` as plain `npm start` (no harness) and waits until it listens (at most
 * `timeoutMs`, its build included): the URL is its `/markets/`.
 */
export function startServer(env: NodeJS.ProcessEnv, timeoutMs: number): Promise<HarnessServer> {
  return startMain([], env, timeoutMs, /^Portico is running: (\S+)$/m);
}

async function startMain(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  ready: RegExp,
): Promise<HarnessServer> {
  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed = () => output.join('');
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill('SIGTERM');
      reject(new Error(`the server did not start:\n${printed()}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const open = ready.exec(printed());
      if (open) {
        clearTimeout(timer);
        resolve(open[1].replace('localhost', '127.0.0.1'));
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${printed()}`)));
  });
  return { url, printed, stop: () => server.kill('SIGTERM') };
}
