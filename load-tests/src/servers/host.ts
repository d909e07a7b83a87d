import type { FromServer, ToServer } from '../lib/ipc';

export interface HostedServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

function send(message: FromServer): void {
  process.send?.(message);
}

/**
 * Runs in a server process the runner forked: starts the server from the JSON config in
 * argv[2], reports its URL, answers stats requests (RSS, CPU time) and stops when told to
 * or when the runner goes away.
 */
export async function host<Config>(start: (config: Config) => Promise<HostedServer>): Promise<void> {
  if (!process.send) throw new Error('this script is forked by the benchmark runner (load-tests/run.mjs)');
  let server: HostedServer;
  try {
    server = await start(JSON.parse(process.argv[2] ?? '{}') as Config);
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => process.exit(2), 15_000);
    await server.close().catch(() => undefined);
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('message', (message: ToServer) => {
    if (message.type === 'stop') void stop();
    if (message.type === 'stats') {
      const cpu = process.cpuUsage();
      send({ type: 'stats', rssBytes: process.memoryUsage().rss, cpuMicros: cpu.user + cpu.system });
    }
  });
  process.on('disconnect', () => void stop());
  send({ type: 'ready', url: server.url });
}
