import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';

/** The factory's shape as this module uses it (the package types it as an Ajv-or-JTD union). */
type Factory = (externalSchemas: unknown, options: { customOptions?: Record<string, unknown> }) => (route: RouteDefinition) => unknown;

const buildFromPool = AjvCompiler() as unknown as Factory;

/**
 * Fastify's validator factory with one difference per part of the request: a query string, path
 * parameters and headers arrive as text, so their values are coerced to the schema's types
 * ("5" → 5, one value → an array of one); a JSON body arrives typed, so it is not. An array, a
 * boolean or a number where the body's schema asks for a string is a 400 naming the field,
 * never text stored as "true" or "1,2".
 */
const strictBody: Factory = (externalSchemas, options) => {
  const coercing = buildFromPool(externalSchemas, options);
  const strict = buildFromPool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
  return (route) => (route.httpPart === 'body' ? strict : coercing)(route);
};

export const strictBodyValidators = strictBody as unknown as BuildCompilerFromPool;
