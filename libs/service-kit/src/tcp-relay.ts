import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a server, for tests of an outage: cutting it drops every connection
 * and refuses new ones, as the server going down would for the clients that go through it;
 * restoring it listens again on the same address, the server back as it was.
 */
export interface TcpRelay {
  /** host:port the clients are given. */
  address: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  stop(): Promise<void>;
}

function hostAndPort(address: string): { host: string; port: number } {
  const [host, port] = address.split(':');
  return { host: host ?? '127.0.0.1', port: Number(port) };
}

/** Listens on `listen` (host:port; a port that stays free while cut) and relays to `target` (host:port). */
export async function startTcpRelay(listen: string, target: string): Promise<TcpRelay> {
  const at = hostAndPort(listen);
  const upstream = hostAndPort(target);
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const opened = createServer((client) => {
        const peer = connect(upstream);
        track(client);
        track(peer);
        client.on('error', () => peer.destroy());
        peer.on('error', () => client.destroy());
        client.pipe(peer).pipe(client);
      });
      opened.once('error', reject);
      opened.listen(at.port, at.host, () => {
        server = opened;
        resolve();
      });
    });
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await open();
  return { address: listen, cut, restore: open, stop: cut };
}
