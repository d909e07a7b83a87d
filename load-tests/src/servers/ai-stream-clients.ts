// Clients that keep AI generations streaming from the platform, in a process of their own so
// that reading the streams does not slow the runner's load generator. Ready once every client's
// first generation has streamed its first token; each client starts the next generation as soon
// as one ends, until stopped. Forked by the runner; see host.ts.
import { PLATFORM_TOKEN, timeToFirstToken } from '../benchmarks/ai-support';
import { host } from './host';

interface Config {
  url: string;
  headers: Record<string, string>;
  brief: unknown;
  streams: number;
}

await host<Config>(async ({ url, headers, brief, streams }) => {
  const controller = new AbortController();
  let stopped = false;
  const reasons = new Set<string>();
  let opened = 0;
  let allOpen: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (allOpen = resolve));
  const client = async () => {
    let first = true;
    while (!stopped) {
      try {
        const streaming = timeToFirstToken(`${url}/api/ai/generations`, headers, brief, PLATFORM_TOKEN, controller.signal);
        if (first) {
          first = false;
          void streaming.then(() => {
            opened += 1;
            if (opened === streams) allOpen();
          }, () => undefined);
        }
        await streaming;
      } catch (error) {
        if (stopped) break;
        if (reasons.size < 3) reasons.add(error instanceof Error ? error.message.slice(0, 300) : String(error));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const clients = Array.from({ length: streams }, () => client());
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    ready,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${streams} streams did not open within 60 s: ${[...reasons].join(' | ')}`)), 60_000))),
  ]).finally(() => clearTimeout(timer));
  return {
    url,
    async close() {
      stopped = true;
      controller.abort();
      await Promise.allSettled(clients);
    },
  };
});
