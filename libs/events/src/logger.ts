/**
 * The slice of a pino logger this library writes to: structured fields first, then the message.
 * A service passes its own pino logger (or a child of it).
 */
export interface EventsLogger {
  debug(fields: object, message?: string): void;
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

/** A logger that drops everything, for callers that log elsewhere. */
export const silentLogger: EventsLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * The message of anything thrown, for logs and dead letters, with the messages of its causes
 * (drizzle's `DrizzleQueryError` wraps the PostgreSQL error in `cause`). A failed query's
 * parameters never appear: they can hold a person's data (an e-mail address, a name).
 */
export function errorMessage(error: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && parts.length < 5) {
    seen.add(current);
    const text = ownMessage(current);
    if (text && !parts.includes(text)) parts.push(text);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(': ') || String(error);
}

function ownMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (isQueryError(error)) return `Failed query: ${error.query}`;
  return error.message || error.name;
}

/** drizzle's DrizzleQueryError, told by its fields so this library need not import its class. */
function isQueryError(error: Error): error is Error & { query: string; params: unknown } {
  return 'params' in error && 'query' in error && typeof (error as { query: unknown }).query === 'string';
}
