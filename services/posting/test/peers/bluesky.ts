import net from 'node:net';
import { AtpAgent } from '@atproto/api';
import getPort from 'get-port';
import { TestBsky, TestNetworkNoAppView, TestPds, TestPlc, mockNetworkUtilities } from '@atproto/dev-env';

let loopbackOnly = false;

/**
 * The reference servers listen on every interface; this makes every `listen` in the process
 * bind to 127.0.0.1 instead (the test machines expose nothing).
 */
function forceLoopback(): void {
  if (loopbackOnly) return;
  loopbackOnly = true;
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
    const [first] = args;
    if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
      const callback = args.find((arg) => typeof arg === 'function');
      return listen.call(this, { port: Number(first), host: '127.0.0.1' }, callback as () => void);
    }
    if (typeof first === 'object' && first !== null && !('path' in first) && !('fd' in first) && !('handle' in first) && !('_handle' in first)) {
      return listen.call(this, { ...(first as net.ListenOptions), host: '127.0.0.1' }, ...(args.slice(1) as [() => void]));
    }
    if (first === undefined || typeof first === 'function') return listen.call(this, { port: 0, host: '127.0.0.1' }, first as () => void);
    return listen.apply(this, args as Parameters<typeof listen>);
  } as typeof listen;
}

export interface BlueskyPds {
  /** The PDS's URL (127.0.0.1, random port). */
  url: string;
  handle: string;
  did: string;
  /** The account's own password (to create or revoke app passwords). */
  password: string;
  /** An app password for the account, as a user creates one in Bluesky's settings. */
  appPassword: string;
  /** Signed in with the account's own password. */
  agent: AtpAgent;
  /** Another account, for mentions (and, with an AppView, likes of the account's posts). */
  friend: { handle: string; did: string; agent: AtpAgent };
  /** With an AppView: waits until it has indexed every record written so far. */
  indexed(): Promise<void>;
  stop(): Promise<void>;
}

export interface BlueskyPdsOptions {
  /**
   * An AppView beside the PDS (the reference `bsky` server, indexing the PDS's firehose into a
   * PostgreSQL schema of its own), to which the PDS proxies app.bsky reads: likes, reposts,
   * replies and followers are then counted as on the real network.
   */
  appView?: { databaseUrl: string; schema: string };
}

/** The reference servers the peer runs, and how to close them. */
interface Servers {
  pds: TestPds;
  indexed(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

async function withoutAppView(): Promise<Servers> {
  const network = await TestNetworkNoAppView.create({});
  return { pds: network.pds, indexed: async () => undefined, close: () => network.close() };
}

/**
 * PLC, AppView and PDS, as @atproto/dev-env's TestNetwork wires them but without its moderation
 * service (Ozone), which the platform never calls: a PostgreSQL pool and a daemon fewer.
 */
async function withAppView({ databaseUrl, schema }: NonNullable<BlueskyPdsOptions['appView']>): Promise<Servers> {
  // The AppView's server reads Redis's address from here (a cache it may use).
  process.env.REDIS_HOST ??= '127.0.0.1:6379';
  const plc = await TestPlc.create({});
  const pdsPort = await getPort();
  const bsky = await TestBsky.create({
    plcUrl: plc.url,
    pdsPort,
    repoProvider: `ws://127.0.0.1:${pdsPort}`,
    dbPostgresUrl: databaseUrl,
    dbPostgresSchema: schema,
    redisHost: process.env.REDIS_HOST,
  } as Parameters<typeof TestBsky.create>[0]);
  const pds = await TestPds.create({ port: pdsPort, didPlcUrl: plc.url, bskyAppViewUrl: bsky.url.replace('localhost', '127.0.0.1'), bskyAppViewDid: bsky.ctx.cfg.serverDid });
  mockNetworkUtilities(pds, bsky);
  return {
    pds,
    // As TestNetwork's processFullSubscription: the AppView's cursor has reached the PDS's last event.
    async indexed(timeoutMs = 30_000) {
      await pds.processAll();
      const last = await pds.ctx.sequencer.curr();
      const deadline = Date.now() + timeoutMs;
      while (last !== null) {
        await bsky.sub.processAll();
        const cursor = await bsky.sub.runner.getCursor();
        if (cursor !== undefined && cursor >= last) return;
        if (Date.now() > deadline) throw new Error(`the AppView had not indexed the PDS's events within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      await bsky.close();
      await pds.close();
      await plc.close();
    },
  };
}

/**
 * The AT Protocol reference PDS with a PLC directory (@atproto/dev-env), an account `alice.test`
 * and an app password for it, and an AppView when asked. One per test file: it takes about 2 s
 * and 270 MB without the AppView.
 */
export async function startBlueskyPds(options: BlueskyPdsOptions = {}): Promise<BlueskyPds> {
  forceLoopback();
  const servers = options.appView ? await withAppView(options.appView) : await withoutAppView();
  const url = servers.pds.url.replace('localhost', '127.0.0.1');
  const agent = new AtpAgent({ service: url });
  const password = 'alice-password-123';
  await agent.createAccount({ email: 'alice@example.test', handle: 'alice.test', password });
  const did = agent.session?.did ?? '';
  const { data } = await agent.com.atproto.server.createAppPassword({ name: 'cadence' });
  const friendAgent = new AtpAgent({ service: url });
  await friendAgent.createAccount({ email: 'bob@example.test', handle: 'bob.test', password: 'bob-password-123' });
  return {
    url,
    handle: 'alice.test',
    did,
    password,
    appPassword: data.password,
    agent,
    friend: { handle: 'bob.test', did: friendAgent.session?.did ?? '', agent: friendAgent },
    indexed: () => servers.indexed(),
    stop: () => servers.close(),
  };
}
