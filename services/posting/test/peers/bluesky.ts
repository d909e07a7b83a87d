import net from 'node:net';
import { AtpAgent } from '@atproto/api';
import { TestNetworkNoAppView } from '@atproto/dev-env';

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
  /** Another account's handle and DID, for mentions. */
  friend: { handle: string; did: string };
  stop(): Promise<void>;
}

/**
 * The AT Protocol reference PDS with a PLC directory (@atproto/dev-env), an account `alice.test`
 * and an app password for it. One per test file: it takes about 2 s and 270 MB.
 */
export async function startBlueskyPds(): Promise<BlueskyPds> {
  forceLoopback();
  const network = await TestNetworkNoAppView.create({});
  const url = network.pds.url.replace('localhost', '127.0.0.1');
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
    friend: { handle: 'bob.test', did: friendAgent.session?.did ?? '' },
    stop: () => network.close(),
  };
}
