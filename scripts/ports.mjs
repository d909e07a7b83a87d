// Ports for servers the tests and the launchers start on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Whether nothing listens on 127.0.0.1:port now. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port the kernel gives a server started now (from its ephemeral range). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The first port of the kernel's ephemeral range (outgoing connections and servers on port 0). */
function ephemeralStart() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A port P, free with P+1 … P+span-1, below the kernel's ephemeral range: for a server stopped and
 * started again on the same port (a service restarted, a relay cut and restored). A port of the
 * ephemeral range may meanwhile be taken by any outgoing connection or any server on port 0.
 */
export async function stablePorts(span = 1) {
  const low = 10_000;
  const high = ephemeralStart() - span;
  for (;;) {
    const port = low + Math.floor(Math.random() * (high - low));
    const free = await Promise.all(Array.from({ length: span }, (_, index) => isFree(port + index)));
    if (free.every(Boolean)) return port;
  }
}
