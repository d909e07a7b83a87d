import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { AccountTypeSchema } from '../posting/account-types';
import { StringEnum } from '../schema';
import { GENERATION_LANGUAGES } from './generation.contracts';

const tags = ['AI'];

/** What the composer's AI assist does to a draft: rewrite it, shorten it, make it a thread, translate it, suggest hashtags, or describe an image. */
export const ASSIST_ACTIONS = ['rewrite', 'shorten', 'thread', 'translate', 'hashtags', 'alt_text'] as const;
export type AssistAction = (typeof ASSIST_ACTIONS)[number];

/** The largest image the assist describes, as a data URL (the browser scales it down first). */
export const ASSIST_IMAGE_MAX_CHARS = 900_000;

export const AssistRequest = Type.Object(
  {
    action: StringEnum(ASSIST_ACTIONS),
    /** The draft's text (every action but alt_text). */
    text: Type.Optional(Type.String({ maxLength: 10_000 })),
    /** The network whose rules the answer is shaped and checked against. */
    network: Type.Optional(AccountTypeSchema),
    /** The language to translate into (translate). */
    language: Type.Optional(StringEnum(GENERATION_LANGUAGES)),
    /** The image to describe (alt_text), as a JPEG, PNG, WebP or GIF data URL; never a link to fetch. */
    image: Type.Optional(Type.String({ maxLength: ASSIST_IMAGE_MAX_CHARS, pattern: '^data:image/(jpeg|png|webp|gif);base64,' })),
  },
  { additionalProperties: false },
);
export type AssistRequest = Static<typeof AssistRequest>;

export const AssistResult = Type.Object({
  action: StringEnum(ASSIST_ACTIONS),
  /** The new text (the first part of a thread; the alt text for alt_text; empty for hashtags). */
  text: Type.String(),
  /** The parts after the first, for thread (and where a network's rules split a long text). */
  thread: Type.Array(Type.String()),
  /** Suggested hashtags, with their #, for hashtags. */
  hashtags: Type.Array(Type.String()),
  /** Rules of the network the answer still breaks. */
  issues: Type.Array(Type.String()),
  model: Type.String(),
  tokens_in: Type.Integer(),
  tokens_out: Type.Integer(),
});
export type AssistResult = Static<typeof AssistResult>;

export const runAssist = defineEndpoint({
  method: 'POST',
  path: '/api/ai/assist',
  summary: "Rewrite, shorten, thread, translate a draft, suggest hashtags, or write an image's alt text, with the endpoint's rewriting or image-description model",
  tags,
  auth: 'user',
  roles: ROLES.writers,
  permission: 'AIComposer',
  body: AssistRequest,
  response: AssistResult,
});
