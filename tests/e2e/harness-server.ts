import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A dev harness (`npm start -- <args>`) a spec runs on a port of its own. */
export interface HarnessServer {
  /** The start URL it printed (through the dev login), on 127.0.0.1. */
  readonly url: string;
  /** What it printed so far, stdout and stderr together. */
  printed(): string;
  stop(): void;
}

/** Starts `host/server/main.ts` with `args` and waits for its `Open:` line (at most `timeoutMs`). */
export async function startHarness(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<HarnessServer> {
  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed = () => output.join('');
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the harness did not start:\n${printed()}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const open = /^Open: (\S+)$/m.exec(printed());
      if (open) {
        clearTimeout(timer);
        resolve(open[1].replace('localhost', '127.0.0.1'));
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => reject(new Error(`the harness exited (${code}):\n${printed()}`)));
  });
  return { url, printed, stop: () => server.kill('SIGTERM') };
}
