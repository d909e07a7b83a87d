import type { TSchema } from 'typebox';

/** A tool's input as MCP lists it: a JSON Schema object. */
export interface ToolInputSchema {
  type: 'object';
  properties: Record<string, unknown>;
  required?: string[];
  additionalProperties?: boolean;
  [key: string]: unknown;
}

/**
 * The JSON Schema of a contract's TypeBox object for a tool: what has a default is not required
 * of the agent (the platform fills it), `omit` drops properties the tool sets itself, `extra`
 * adds the tool's own, `require` names those it needs.
 */
export function toolSchema(
  schema: TSchema,
  options: { omit?: readonly string[]; extra?: Record<string, TSchema>; require?: readonly string[]; description?: Record<string, string> } = {},
): ToolInputSchema {
  const json = JSON.parse(JSON.stringify(schema)) as { properties?: Record<string, Record<string, unknown>>; required?: string[]; additionalProperties?: boolean };
  const properties: Record<string, Record<string, unknown>> = { ...(json.properties ?? {}) };
  for (const name of options.omit ?? []) delete properties[name];
  for (const [name, extra] of Object.entries(options.extra ?? {})) properties[name] = JSON.parse(JSON.stringify(extra)) as Record<string, unknown>;
  for (const [name, text] of Object.entries(options.description ?? {})) if (properties[name]) properties[name] = { ...properties[name], description: text };
  const required = new Set([...(json.required ?? []).filter((name) => name in properties && !('default' in (properties[name] ?? {}))), ...(options.require ?? [])]);
  return {
    type: 'object',
    properties,
    ...(required.size > 0 ? { required: [...required] } : {}),
    additionalProperties: json.additionalProperties ?? false,
  };
}
