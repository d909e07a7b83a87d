/** Messages between the runner and a server it forked (src/servers/*). */
export type ToServer = { type: 'stop' } | { type: 'stats' };

export type FromServer =
  | { type: 'ready'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'stats'; rssBytes: number; cpuMicros: number };

export function isFromServer(value: unknown): value is FromServer {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
