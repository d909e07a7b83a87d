import { PageSection, type PageSection as Section, type SectionType } from '@cadence/contracts';

/**
 * The section editor is drawn from the contract's schemas (libs/contracts page-sections): each
 * property's JSON Schema says which control edits it, so a section type added there is editable
 * here without a form of its own.
 */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: readonly string[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  anyOf?: readonly JsonSchema[];
}

const VARIANTS = (PageSection as unknown as JsonSchema).anyOf ?? [];

/** Each section type's schema, in the contract's order. */
export const SECTION_SCHEMAS: ReadonlyMap<SectionType, JsonSchema> = new Map(
  VARIANTS.map((schema) => [schema.properties?.type?.const as SectionType, schema] as const),
);

export const SECTION_TYPES = [...SECTION_SCHEMAS.keys()];

/** The discriminating property of a union member ("type" of a section, "kind" of a prose block). */
export function discriminatorOf(schema: JsonSchema): { name: string; value: string } | undefined {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property.const === 'string') return { name, value: property.const };
  }
  return undefined;
}

/** The smallest value a schema accepts the shape of: required properties only, strings empty. */
export function emptyOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return emptyOf(schema.anyOf[0] ?? {});
  switch (schema.type) {
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return 0;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => emptyOf(schema.items ?? {}));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = emptyOf(schema.properties?.[name] ?? {});
      return value;
    }
    default:
      return undefined;
  }
}

export function emptySection(type: SectionType): Section {
  return emptyOf(SECTION_SCHEMAS.get(type) ?? {}) as Section;
}

/**
 * What is sent: optional text left blank is left out (the site then draws nothing for it),
 * required text is kept as typed so its error stays on its field.
 */
export function pruneBlank(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => pruneBlank(item, memberFor(schema.items ?? {}, item)));
  }
  if (value && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    const required = new Set(schema.required ?? []);
    for (const [name, child] of Object.entries(value)) {
      if (!required.has(name) && (child === '' || child === undefined)) continue;
      result[name] = pruneBlank(child, schema.properties?.[name] ?? {});
    }
    return result;
  }
  return value;
}

/** The member of a union a value belongs to (by its discriminator), else the schema itself. */
export function memberFor(schema: JsonSchema, value: unknown): JsonSchema {
  if (!schema.anyOf) return schema;
  const record = (value ?? {}) as Record<string, unknown>;
  return schema.anyOf.find((member) => {
    const tag = discriminatorOf(member);
    return tag !== undefined && record[tag.name] === tag.value;
  }) ?? schema.anyOf[0] ?? {};
}

/** A JSON pointer ("/components/0/title") from a path of keys. */
export function pointer(path: readonly (string | number)[]): string {
  return path.map((part) => `/${part}`).join('');
}

/** Whether a field is long text (a textarea rather than one line); a link or any patterned value is one line. */
export function isLongText(schema: JsonSchema): boolean {
  return schema.pattern === undefined && (schema.maxLength ?? 0) > 200;
}

export type Problem = { kind: 'required' } | { kind: 'maxLength'; limit: number } | { kind: 'minItems'; limit: number } | { kind: 'maxItems'; limit: number } | { kind: 'invalid' };

/**
 * Each field's first problem against the contract's schema, by JSON pointer, walking unions by
 * their discriminator so a problem lands on the field that has it (the server says the same in
 * its 400; this spares the round trip).
 */
export function problemsOf(schema: JsonSchema, value: unknown, path: (string | number)[] = [], problems = new Map<string, Problem>()): Map<string, Problem> {
  const at = pointer(path);
  const report = (problem: Problem) => {
    if (!problems.has(at)) problems.set(at, problem);
  };
  const member = memberFor(schema, value);
  if (member.type === 'object') {
    const record = (value ?? {}) as Record<string, unknown>;
    const required = new Set(member.required ?? []);
    for (const [name, child] of Object.entries(member.properties ?? {})) {
      const childValue = record[name];
      if (childValue === undefined) {
        if (required.has(name)) problems.set(pointer([...path, name]), { kind: 'required' });
        continue;
      }
      problemsOf(child, childValue, [...path, name], problems);
    }
    return problems;
  }
  if (member.type === 'array') {
    const items = Array.isArray(value) ? value : [];
    if (member.minItems !== undefined && items.length < member.minItems) report({ kind: 'minItems', limit: member.minItems });
    if (member.maxItems !== undefined && items.length > member.maxItems) report({ kind: 'maxItems', limit: member.maxItems });
    items.forEach((item, index) => problemsOf(member.items ?? {}, item, [...path, index], problems));
    return problems;
  }
  if (member.type === 'string' && member.const === undefined) {
    const text = typeof value === 'string' ? value : '';
    if ((member.minLength ?? 0) > 0 && text.trim() === '') report({ kind: 'required' });
    else if (member.maxLength !== undefined && text.length > member.maxLength) report({ kind: 'maxLength', limit: member.maxLength });
    else if (text !== '' && member.pattern !== undefined && !new RegExp(member.pattern, 'u').test(text)) report({ kind: 'invalid' });
    else if (text !== '' && member.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) report({ kind: 'invalid' });
  }
  return problems;
}
