import Type from 'typebox';

/** The support desk's variables. */
export const supportServiceEnv = {
  SUPPORT_MAX_IMAGE_BYTES: Type.Integer({
    minimum: 1024,
    maximum: 50 * 1024 * 1024,
    default: 5 * 1024 * 1024,
    description: 'Largest image a ticket or a reply may carry, in bytes',
  }),
};
