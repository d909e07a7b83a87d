import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import type { EventDefinition } from '@cadence/contracts';

const validators = new WeakMap<TSchema, Validator>();

function validatorFor(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return validator;
}

/** The parts of an event definition that say what a valid payload is. */
export type PayloadSchemaOf = Pick<EventDefinition, 'name' | 'payload'>;

/** What is wrong with a payload, one line per problem; empty when the payload is valid. */
export function payloadProblems(definition: PayloadSchemaOf, payload: unknown): string[] {
  const validator = validatorFor(definition.payload);
  if (validator.Check(payload)) return [];
  return validator.Errors(payload).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

export class InvalidEventPayloadError extends Error {
  override readonly name = 'InvalidEventPayloadError';
  constructor(
    readonly eventName: string,
    readonly problems: string[],
  ) {
    super(`Invalid payload for event ${eventName}: ${problems.join('; ')}`);
  }
}

/** Throws an InvalidEventPayloadError listing every problem when the payload does not match the definition. */
export function assertValidPayload(definition: PayloadSchemaOf, payload: unknown): void {
  const problems = payloadProblems(definition, payload);
  if (problems.length > 0) throw new InvalidEventPayloadError(definition.name, problems);
}
