import { fork, type ChildProcess } from 'node:child_process';
import { throwIfInterrupted } from './interrupt';
import { isFromServer, type FromServer, type ToServer } from './ipc';
import { repoRoot, serverScript } from './paths';

export interface ServerStats {
  rssBytes: number;
  cpuMicros: number;
}

export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

const OUTPUT_LIMIT = 20_000;

function nextMessage<T extends FromServer['type']>(child: ChildProcess, types: T[], timeoutMs: number, output: () => string): Promise<Extract<FromServer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: unknown) => {
      if (!isFromServer(message)) return;
      if (message.type === 'failed') {
        done();
        reject(new Error(message.message));
      } else if ((types as string[]).includes(message.type)) {
        done();
        resolve(message as Extract<FromServer, { type: T }>);
      }
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the server process exited (${code}) before answering:\n${output()}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the server process did not answer within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Forks one of src/servers/*.ts (through tsx) with a JSON config, waits for its URL. The runner
 * drives load from its own process, so client and server do not share an event loop.
 */
export async function startServer(name: string, file: string, config: unknown, env: Record<string, string | undefined> = process.env): Promise<ServerProcess> {
  throwIfInterrupted();
  const child = fork(serverScript(file), [JSON.stringify(config)], {
    cwd: repoRoot,
    env,
    // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' profiles every server under load (README).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  let ready: { url: string };
  try {
    ready = await nextMessage(child, ['ready'], 120_000, () => output);
  } catch (error) {
    kill();
    throw new Error(`${name} did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  const pid = child.pid ?? 0;
  const request = (message: ToServer) => {
    if (child.connected) child.send(message);
  };
  return {
    name,
    url: ready.url,
    pid,
    async stats() {
      const reply = nextMessage(child, ['stats'], 10_000, () => output);
      request({ type: 'stats' });
      const { rssBytes, cpuMicros } = await reply;
      return { rssBytes, cpuMicros };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      request({ type: 'stop' });
      const timer = setTimeout(kill, 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
