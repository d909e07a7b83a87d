import { startPeerServer, type PeerServer } from './peer-server';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'host']);

/**
 * A pass-through proxy in front of a real server (the reference PDS, a real WordPress) with the
 * fault hooks of the local peers: answer the next matching request with the network's documented
 * error, or let it through and cut the connection before the answer.
 */
export async function startFaultProxy(target: string): Promise<PeerServer> {
  return startPeerServer(async (request) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await fetch(new URL(request.url.pathname + request.url.search, target), {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(request.body),
      redirect: 'manual',
    });
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
    });
    return { status: response.status, headers: answerHeaders, body: Buffer.from(await response.arrayBuffer()) };
  });
}
