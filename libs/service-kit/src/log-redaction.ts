/** Query parameters that carry a secret: links from mails, socket tickets, signatures. */
const SECRET_PARAMS = new Set(['token', 'ticket', 'code', 'sig', 'signature']);

/** Paths whose last segment is a credential: signed media links. */
const SECRET_PATHS = [/^(\/api\/media\/signed\/)[^/?#]+/];

/**
 * A request URL fit for the log: signed media links and the values of secret query
 * parameters replaced, so a log reader cannot open a file or a socket, or accept an invitation.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, '$1[redacted]');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${pair.split('=')[0]}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | undefined;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
