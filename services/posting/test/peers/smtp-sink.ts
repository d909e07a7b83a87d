import net from 'node:net';

export interface SunkMail {
  to: string[];
  /** The message as sent (headers and body, transfer-encoded). */
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: SunkMail[];
  close(): Promise<void>;
}

/**
 * A plain SMTP server on a free local port that accepts every mail and keeps it: enough of the
 * protocol (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for the mail sender's nodemailer.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let to: string[] = [];
    let data: string | null = null;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push({ to, raw: data.replace(/^\.\./gm, '.') });
          data = null;
          to = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'RSET') {
          to = [];
          socket.write('250 ok\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP sink has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Undoes quoted-printable soft breaks and escapes so a test can read a text part. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
