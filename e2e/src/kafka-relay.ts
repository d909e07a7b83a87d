import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of the broker's relayed listener (scripts/kafka.mjs): the broker tells the
 * clients that bootstrap through it to come back through it, so cutting it is, for those clients
 * alone, the broker stopping (connections dropped, new ones refused), and restoring it is the
 * broker coming back with its log intact.
 */
export interface KafkaRelay {
  /** What the clients are given as KAFKA_BROKERS. */
  brokers: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  stop(): Promise<void>;
}

function hostAndPort(address: string): { host: string; port: number } {
  const [host, port] = address.split(':');
  return { host: host ?? '127.0.0.1', port: Number(port) };
}

export async function startKafkaRelay(brokers: string, target: string): Promise<KafkaRelay> {
  const listen = hostAndPort(brokers);
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
        const broker = connect(upstream);
        track(client);
        track(broker);
        client.on('error', () => broker.destroy());
        broker.on('error', () => client.destroy());
        client.pipe(broker).pipe(client);
      });
      opened.once('error', reject);
      opened.listen(listen.port, listen.host, () => {
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
  return { brokers, cut, restore: open, stop: cut };
}
