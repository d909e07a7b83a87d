// Types of scripts/start-distributed.mjs for the TypeScript tests that start the distributed platform.
export const SERVICE_NAMES: readonly string[];

export interface DistributedPlatform {
  /** The gateway's address. */
  address: string;
  /** Each service's own address. */
  urls: Record<string, string>;
  brokers: string;
  /** Ends one service's process with `signal` (SIGKILL: a crash) and answers once it has exited. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts one service's process again and answers once it is ready. */
  start(name: string): Promise<void>;
  /**
   * Starts one more process of a service on a port of its own, sharing the first's consumer group
   * and delivery queue (the gateway keeps routing to the first), and answers once it is ready.
   */
  startAnother(name: string): Promise<{ url: string; kill(signal?: NodeJS.Signals): Promise<void> }>;
  stop(): Promise<void>;
}

export function startDistributed(options?: {
  env?: Record<string, string | undefined>;
  port?: number;
  basePort?: number;
  dataDir?: string;
  out?: { write(chunk: string): unknown };
  /** The services to start (all by default); the gateway answers the others' routes 503 + Retry-After. */
  services?: readonly string[];
  extraEnv?: Record<string, string>;
  serviceEnv?: Record<string, Record<string, string>>;
}): Promise<DistributedPlatform>;
