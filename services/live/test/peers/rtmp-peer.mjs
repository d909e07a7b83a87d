// A local RTMP server standing in for a network's ingest: node-media-server's RTMP session layer
// bound to 127.0.0.1 on the port given, accepting any publish and play. One per process.
import { createServer } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Context = require('node-media-server/src/core/context.js');
const logger = require('node-media-server/src/core/logger.js');
const RtmpSession = require('node-media-server/src/session/rtmp_session.js');

logger.log = () => undefined;
Context.config = {};
const port = Number(process.argv[2]);
const server = createServer((socket) => {
  socket.on('error', () => undefined);
  const session = new RtmpSession(socket);
  session.run();
  Context.sessions.set(session.id, session);
});
server.listen(port, '127.0.0.1', () => process.stdout.write(`listening ${port}\n`));
