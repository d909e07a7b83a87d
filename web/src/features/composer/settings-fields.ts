import { NETWORK_RULES, type AccountType } from '@cadence/contracts';

/** One field of a network's own settings, read from its TypeBox schema. */
export type SettingField =
  | { key: string; kind: 'choice'; options: string[]; required: boolean }
  | { key: string; kind: 'text'; required: boolean; maxLength?: number }
  | { key: string; kind: 'switch'; required: boolean }
  | { key: string; kind: 'number'; required: boolean; min?: number; max?: number }
  | { key: string; kind: 'list'; required: boolean };

interface SchemaNode {
  type?: string;
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
}

/** The settings form of a network (YouTube title and privacy, Pinterest board, WordPress title...), in schema order. */
export function settingFields(type: AccountType): SettingField[] {
  const schema = NETWORK_RULES[type].settings as SchemaNode;
  const required = new Set(schema.required ?? []);
  const fields: SettingField[] = [];
  for (const [key, node] of Object.entries(schema.properties ?? {})) {
    const isRequired = required.has(key);
    if (Array.isArray(node.enum)) fields.push({ key, kind: 'choice', options: node.enum.map(String), required: isRequired });
    else if (node.type === 'boolean') fields.push({ key, kind: 'switch', required: isRequired });
    else if (node.type === 'integer' || node.type === 'number')
      fields.push({ key, kind: 'number', required: isRequired, ...(node.minimum === undefined ? {} : { min: node.minimum }), ...(node.maximum === undefined ? {} : { max: node.maximum }) });
    else if (node.type === 'array' && node.items?.type === 'string') fields.push({ key, kind: 'list', required: isRequired });
    else if (node.type === 'string') fields.push({ key, kind: 'text', required: isRequired, ...(node.maxLength === undefined ? {} : { maxLength: node.maxLength }) });
  }
  return fields;
}

/** "tags, launch news" → ["tags", "launch news"]: a list typed with commas. */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A value set in a settings object, or removed when empty (so optional fields are left out). */
export function withSetting(settings: Record<string, unknown> | undefined, key: string, value: unknown): Record<string, unknown> {
  const next = { ...settings };
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value;
  return next;
}

/** "featuredMediaIndex" → "Featured media index": a readable name for a field without a translation. */
export function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
