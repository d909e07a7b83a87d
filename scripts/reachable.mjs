// Whether a local server answers, for the scripts that start or wait for one.
import { connect } from 'node:net';

/** Whether something accepts connections on { host, port } or a Unix socket { path } (within a second). */
export function answers(where) {
  return new Promise((resolve) => {
    const socket = connect(where);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The host and port a server URL names (postgres://…, redis://…), with the service's usual port when it names none. */
export function hostAndPort(url, fallbackPort) {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || fallbackPort };
  } catch {
    return { host: '127.0.0.1', port: fallbackPort };
  }
}
