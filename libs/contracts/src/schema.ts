import Type, { type TProperties, type TObject } from 'typebox';

/** An object that refuses properties it does not declare: the shape of every request body. */
export function Strict<P extends TProperties>(properties: P, options: { description?: string; $id?: string } = {}): TObject<P> {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/** A string enum defined once: `{ enum: [...] }` in JSON Schema, the union of its values in TypeScript. */
export function StringEnum<const V extends readonly [string, ...string[]]>(values: V, options: { default?: V[number]; description?: string } = {}) {
  return Type.Unsafe<V[number]>({ enum: [...values], ...options });
}

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Strict({ id: Id });
export const IsoDate = Type.String({ format: 'date-time' });
export const Email = Type.String({ format: 'email', maxLength: 254 });
