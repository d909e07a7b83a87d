import type { TSchema, Static } from 'typebox';

/**
 * One event type, defined once: `<service>.<entity>.<past-verb>`, a version and a payload
 * schema. The topic is `<service>.<entity>`; the key keeps order per entity.
 */
export interface EventDefinition<Name extends string = string, S extends TSchema = TSchema> {
  name: Name;
  version: number;
  topic: string;
  payload: S;
  key: (payload: Static<S>) => string;
}

export function defineEvent<const Name extends `${string}.${string}.${string}`, S extends TSchema>(definition: {
  name: Name;
  version: number;
  payload: S;
  key: (payload: Static<S>) => string;
}): EventDefinition<Name, S> {
  const [service, entity] = definition.name.split('.');
  return { ...definition, topic: `${service}.${entity}` };
}

export type PayloadOf<E> = E extends EventDefinition<string, infer S> ? Static<S> : never;

/** The message every transport carries. */
export interface EventMessage<P = unknown> {
  /** Unique id of this occurrence; consumers record it to skip repeats. */
  id: string;
  name: string;
  version: number;
  topic: string;
  key: string;
  occurredAt: string;
  payload: P;
  headers: Record<string, string>;
}
