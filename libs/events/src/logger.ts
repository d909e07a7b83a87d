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

/** The message of anything thrown, for logs and dead letters. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
