import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope, FieldError, PagedEnvelope, SuccessEnvelope } from '@cadence/contracts';
import type { PageResult } from '@cadence/db';

export type { PageResult } from '@cadence/db';

function requestPath(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function successEnvelope<T>(request: FastifyRequest, reply: FastifyReply, data: T, message: string): SuccessEnvelope<T> {
  return { success: true, statusCode: reply.statusCode, message, data, timestamp: new Date().toISOString(), path: requestPath(request) };
}

export function pagedEnvelope<T>(request: FastifyRequest, reply: FastifyReply, page: PageResult<T>, message: string): PagedEnvelope<T> {
  return {
    success: true,
    statusCode: reply.statusCode,
    message,
    data: page.rows,
    total: page.total,
    page: page.page,
    pages: page.pages,
    limit: page.limit,
    timestamp: new Date().toISOString(),
    path: requestPath(request),
  };
}

export function errorEnvelope(request: FastifyRequest, statusCode: number, message: string, code?: string, errors?: FieldError[]): ErrorEnvelope {
  return {
    success: false,
    statusCode,
    message,
    ...(code ? { code } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
    timestamp: new Date().toISOString(),
    path: requestPath(request),
  };
}
