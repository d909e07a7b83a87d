import type { FastifyInstance, FastifyRequest } from 'fastify';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

/** A validation error the kit's error handler turns into a 400 naming the field. */
function invalid(context: 'body' | 'querystring' | 'params', path: string, message: string): Error {
  const issue: ValidationIssue = { instancePath: path, keyword: 'nul', message, params: {} };
  return Object.assign(new Error(message), { statusCode: 400, validation: [issue], validationContext: context });
}

const NUL_MESSAGE = 'must not contain the NUL character';
const SURROGATE_MESSAGE = 'must be well-formed Unicode text (it holds half of a surrogate pair)';

/** The JSON pointer of the first string (a key or a value) that fails `bad`, or null. */
function findString(value: unknown, bad: (text: string) => boolean, path = ''): string | null {
  if (typeof value === 'string') return bad(value) ? path || '/' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (bad(key)) return `${path}/${key}`;
    const found = findString(item, bad, `${path}/${key}`);
    if (found) return found;
  }
  return null;
}

const holdsNul = (text: string) => text.includes('\u0000');
/** In a `u` pattern a surrogate pair reads as one code point: only a lone half matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;
const isIllFormed = (text: string) => LONE_SURROGATE.test(text);

/** The JSON pointer of the first string holding a NUL character, or null. */
function nulIn(value: unknown): string | null {
  return findString(value, holdsNul);
}

/** A JSON escape of a UTF-16 surrogate (\uD800–\uDFFF): the only way a lone one reaches a body. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

type FormatCheck = (value: string) => boolean;
type FormatDefinition = FormatCheck | RegExp | { validate: FormatCheck | RegExp; compare?: (a: string, b: string) => number };

interface FormatRegistry {
  formats: Record<string, FormatDefinition | undefined>;
  addFormat(name: string, format: { type: 'string'; validate: FormatCheck; compare?: (a: string, b: string) => number }): unknown;
}

function checkOf(definition: FormatDefinition): FormatCheck {
  const validate = typeof definition === 'object' && !(definition instanceof RegExp) ? definition.validate : definition;
  return validate instanceof RegExp ? (value) => validate.test(value) : validate;
}

/**
 * Ajv plugin, after ajv-formats: the date and date-time formats also refuse year 0, which
 * ISO 8601 allows and PostgreSQL's date and timestamptz do not store.
 */
export function storableDates<A extends FormatRegistry>(ajv: A): A {
  for (const name of ['date', 'date-time']) {
    const definition = ajv.formats[name];
    if (!definition) continue;
    const check = checkOf(definition);
    const compare = typeof definition === 'object' && !(definition instanceof RegExp) ? definition.compare : undefined;
    ajv.addFormat(name, { type: 'string', validate: (value) => check(value) && !value.startsWith('0000'), ...(compare ? { compare } : {}) });
  }
  return ajv;
}

/**
 * Text PostgreSQL cannot store is bad input: a NUL character in a JSON body, a query or a path
 * parameter, or a lone surrogate in a JSON body, is a 400 naming the field, before any handler runs. The JSON body is searched only
 * when its text holds the escape, the query and parameters only when the URL holds `%00`.
 * Installed in each service's scope (a proxying gateway parses no bodies).
 */
export function installInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // A client that always names JSON (the spec's PATCH mark-read with an empty body) sends no
    // body at all: the route's schema decides whether one was needed.
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const field = text.includes('\\u0000') ? nulIn(value) : null;
      if (field) return done(invalid('body', field === '/' ? '' : field, NUL_MESSAGE), undefined);
      // Half a surrogate pair cannot be stored as UTF-8 (PostgreSQL refuses it, or it turns into
      // U+FFFD): a 400 naming the field, like the NUL character.
      const illFormed = SURROGATE_ESCAPE.test(text) ? findString(value, isIllFormed) : null;
      if (illFormed) return done(invalid('body', illFormed === '/' ? '' : illFormed, SURROGATE_MESSAGE), undefined);
      done(null, value);
    });
  });
  app.addHook('preValidation', (request, _reply, next) => {
    if (!request.url.includes('%00')) return next();
    const inQuery = nulIn(request.query);
    if (inQuery) return next(invalid('querystring', inQuery, NUL_MESSAGE));
    const inParams = nulIn(request.params);
    if (inParams) return next(invalid('params', inParams, NUL_MESSAGE));
    next();
  });
}
