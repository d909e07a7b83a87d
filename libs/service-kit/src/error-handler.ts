import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '@cadence/contracts';
import { AppError } from './errors';
import { errorEnvelope } from './envelope';

interface AjvIssue {
  instancePath: string;
  message?: string | undefined;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const extra =
    (issue.params.missingProperty as string | undefined) ??
    (issue.params.additionalProperty as string | undefined) ??
    (issue.keyword === 'required' ? (issue.params.requiredProperties as string[] | undefined)?.[0] : undefined);
  if (extra) return base ? `${base}.${extra}` : extra;
  return base || '(root)';
}

function messageOf(issue: AjvIssue): string {
  if (issue.keyword === 'additionalProperties') return 'is not an allowed field';
  if (issue.keyword === 'required') return 'is required';
  if (issue.keyword === 'enum') {
    const allowed = issue.params.allowedValues as unknown[] | undefined;
    return allowed ? `must be one of: ${allowed.join(', ')}` : 'is not an allowed value';
  }
  return issue.message ?? 'is not valid';
}

/** Turns fastify/ajv validation issues into one field error per field. */
export function toFieldErrors(issues: AjvIssue[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    // anyOf/const noise from unions: keep the first, most specific message per field.
    if (issue.keyword === 'anyOf' && byField.size > 0) continue;
    const field = fieldOf(issue);
    if (!byField.has(field)) byField.set(field, { field, message: messageOf(issue) });
  }
  return [...byField.values()];
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but its type is JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not supported' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The content length does not match the body' },
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is not valid' },
};

/**
 * A body refused for its size is left unread on the connection: the connection is closed after
 * the answer, or the rest of the body would be read as the next request of a kept-alive one.
 */
function refuseRestOfBody(reply: FastifyReply): void {
  reply.header('connection', 'close');
}

/**
 * One handler for every error: the specification's error envelope, field errors for bad input,
 * and no internals in a 5xx.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.statusCode === 413) refuseRestOfBody(reply);
    if (error.validation) {
      const context = error.validationContext ?? 'request';
      const errors = toFieldErrors(error.validation as AjvIssue[]);
      const message = `Invalid ${context === 'querystring' ? 'query' : context}: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`;
      return reply.status(400).send(errorEnvelope(request, 400, message, 'COMMON_VALIDATION_FAILED', errors));
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send(errorEnvelope(request, error.statusCode, error.message, error.code, error.fields));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorEnvelope(request, known.status, known.message, error.code));
    if (error.code?.startsWith('FST_JWT_') || error.code === 'FAST_JWT_MISSING_SIGNATURE') {
      return reply.status(401).send(errorEnvelope(request, 401, error.message, 'COMMON_UNAUTHENTICATED'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorEnvelope(request, status, error.message, error.code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorEnvelope(request, 500, 'Internal server error', 'COMMON_INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorEnvelope(request, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'COMMON_ROUTE_NOT_FOUND'));
  });
}
