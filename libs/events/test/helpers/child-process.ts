import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningChild {
  lines: string[];
  /** Resolves at the first output line matching `pattern`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/** Starts `node --import tsx <script> ...args` from the package root, as a separate service process would run. */
export function startChild(script: string, args: string[]): RunningChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  let buffered = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    lines.push(...parts);
    for (const listener of listeners) listener();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    child.on('exit', (code, signal) => {
      for (const listener of listeners) listener();
      resolve({ code, signal, stderr });
    });
  });
  return {
    lines,
    exited,
    kill: (signal) => child.kill(signal),
    waitForLine(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find((line) => pattern.test(line));
          if (found !== undefined) {
            cleanup();
            resolve(found);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            cleanup();
            reject(new Error(`child exited (${child.exitCode ?? child.signalCode}) before printing ${pattern}; output: ${lines.join(' | ')}; stderr: ${stderr}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`child did not print ${pattern} within ${timeoutMs} ms; output: ${lines.join(' | ')}; stderr: ${stderr}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
  };
}
