import Type, { type TSchema, type Static } from 'typebox';

/** A field-level problem in a request: where it is and what is wrong. */
export const FieldError = Type.Object({
  field: Type.String(),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

const common = {
  statusCode: Type.Integer(),
  message: Type.String(),
  timestamp: Type.String({ format: 'date-time' }),
  path: Type.String(),
};

/** SPEC §7: success, statusCode, message, data, total?, page?, pages?, timestamp, path. */
export function SuccessEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Literal(true), ...common, data });
}
export type SuccessEnvelope<T> = {
  success: true;
  statusCode: number;
  message: string;
  data: T;
  timestamp: string;
  path: string;
};

/** A paged list: data, total, page, pages and the limit that produced them. */
export function PagedEnvelope<T extends TSchema>(item: T) {
  return Type.Object({
    success: Type.Literal(true),
    ...common,
    data: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 0 }),
    pages: Type.Integer({ minimum: 0 }),
    limit: Type.Integer({ minimum: 0 }),
  });
}
export type PagedEnvelope<T> = Omit<SuccessEnvelope<T[]>, 'data'> & {
  data: T[];
  total: number;
  page: number;
  pages: number;
  limit: number;
};

/** SPEC §8: success false, statusCode, message, errors, timestamp, path. */
export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  ...common,
  code: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(FieldError)),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** The fallback texts of SPEC §8, used by every client that talks to the API. */
export const FALLBACK_MESSAGES = {
  failedWithBody: 'An error occurred',
  noResponse: 'An unexpected error occurred',
  rethrown: 'Unexpected error occurred',
  wrongService: 'Wrong Services',
  invalidMethod: 'Invalid HTTP method',
  listLoad: 'Unknown error occurred',
  listInvalid: 'Invalid API response',
} as const;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** SPEC §7: the client wrapper's timeout unless a call overrides it. */
export const DEFAULT_CLIENT_TIMEOUT_MS = 300_000;
