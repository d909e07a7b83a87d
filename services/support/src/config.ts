import Type from 'typebox';
import { DEFAULT_MAX_IMAGE_PIXELS } from '@cadence/service-kit';

/** The support desk's variables. */
export const supportServiceEnv = {
  SUPPORT_MAX_IMAGE_BYTES: Type.Integer({
    minimum: 1024,
    maximum: 50 * 1024 * 1024,
    default: 5 * 1024 * 1024,
    description: 'Largest image a ticket or a reply may carry, in bytes',
  }),
  SUPPORT_MAX_IMAGE_PIXELS: Type.Integer({
    minimum: 1,
    maximum: 1_000_000_000,
    default: DEFAULT_MAX_IMAGE_PIXELS,
    description: "Width × height a ticket's or a reply's image may declare; more is refused (400) before it is stored or shown",
  }),
};
