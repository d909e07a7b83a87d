import { LogController } from 'fastify';
import type { BaseConfig } from './config';
import { redactUrl } from './log-redaction';

/** A request in one line, "GET /api/meta 200 3 ms", at debug level, in place of Fastify's two info lines. */
class OneLineRequests extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: Parameters<LogController['requestCompleted']>[1], reply: Parameters<LogController['requestCompleted']>[2]): void {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.debug(line);
  }
}

/**
 * Logs are JSON lines (production, log collectors) unless LOG_FORMAT=pretty (what `npm start`
 * sets in a terminal): readable lines, written in order with the process's own output, where a
 * request is logged only at debug level, in one line.
 */
export async function terminalLogging(config: BaseConfig): Promise<{ stream?: NodeJS.WritableStream; logController?: LogController }> {
  if (config.LOG_FORMAT !== 'pretty') return {};
  const { default: pretty } = await import('pino-pretty');
  return {
    stream: pretty({ sync: true, colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,service', messageFormat: '{if service}[{service}] {end}{msg}', singleLine: true }),
    logController: new OneLineRequests(),
  };
}
