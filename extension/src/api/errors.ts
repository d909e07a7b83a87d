import { FALLBACK_MESSAGES, type FieldError } from '@cadence/contracts';

/** An answer other than success: the server's own message, code and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly fields: FieldError[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Reads an error answer; a body that is not the error envelope gets the spec's fallback text. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('retry-after'));
  const retry = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown; errors?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : FALLBACK_MESSAGES.failedWithBody;
    const code = typeof body.code === 'string' ? body.code : undefined;
    const fields = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
    return new ApiError(response.status, message, code, fields, retry);
  } catch {
    return new ApiError(response.status, FALLBACK_MESSAGES.failedWithBody, undefined, [], retry);
  }
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.fields.length ? `${error.message}: ${error.fields.map((f) => `${f.field} ${f.message}`).join('; ')}` : error.message;
  return error instanceof Error && error.message ? error.message : FALLBACK_MESSAGES.noResponse;
}
