/** The gateway's OpenAPI document as the route walks read it, and example values of its schemas. */
export type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
export type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  'x-workspace-roles'?: readonly string[] | 'none';
  'x-permission'?: string;
  security?: unknown[];
};
export type Spec = { paths: Record<string, Record<string, Operation>> };

/** A value of the schema's shape (required properties only), for the fields around the one tried. */
export function example(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return example(schema.anyOf.find((variant) => variant.type !== 'null') ?? schema.anyOf[0] ?? {});
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, example(schema.properties?.[key] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items ?? {}));
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'date') return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

