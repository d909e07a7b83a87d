import type { Sql } from '@cadence/db';

const CHANNEL = 'ai_generation_stop';

interface StopNotice {
  stream: string;
  workspaceId: number;
  key: string;
}

/**
 * Stops of one post of a running generation, told to every process through PostgreSQL
 * NOTIFY: the process that streams the generation acts on it, whichever process was asked.
 */
export interface StopHub {
  /** Calls `onStop(key)` for stops of this stream asked by its own workspace, until the returned function is called. */
  watch(stream: string, workspaceId: number, onStop: (key: string) => void): Promise<() => void>;
  request(stream: string, workspaceId: number, key: string): Promise<void>;
  close(): Promise<void>;
}

export const postKey = (network: string, post: number) => `${network}:${post}`;

export function createStopHub(sql: Sql): StopHub {
  const watchers = new Map<string, { workspaceId: number; onStop: (key: string) => void }>();
  let listening: Promise<{ unlisten: () => Promise<void> }> | null = null;
  const listen = () => {
    listening ??= sql.listen(CHANNEL, (payload) => {
      let notice: StopNotice;
      try {
        notice = JSON.parse(payload) as StopNotice;
      } catch {
        return;
      }
      const watcher = watchers.get(notice.stream);
      // A stop from another workspace never reaches a stream, whatever id it names.
      if (watcher && watcher.workspaceId === notice.workspaceId) watcher.onStop(notice.key);
    });
    return listening;
  };
  return {
    async watch(stream, workspaceId, onStop) {
      try {
        await listen();
      } catch {
        // Without the LISTEN connection a generation still runs; only stopping one post by id is not offered.
        listening = null;
        return () => undefined;
      }
      watchers.set(stream, { workspaceId, onStop });
      return () => void watchers.delete(stream);
    },
    async request(stream, workspaceId, key) {
      await sql.notify(CHANNEL, JSON.stringify({ stream, workspaceId, key } satisfies StopNotice));
    },
    async close() {
      watchers.clear();
      const current = listening;
      listening = null;
      if (current) await current.then((listener) => listener.unlisten()).catch(() => undefined);
    },
  };
}
