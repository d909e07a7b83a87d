import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { defineEvent } from '../event';
import { AccountTypeSchema } from '../posting/account-types';
import { LinkCard } from '../posting/link-cards.contracts';
import { ListQuery } from '../list-query';
import { Id, IdParams, Strict, StringEnum } from '../schema';

const tags = ['AI'];

export const GENERATION_LANGUAGES = ['en', 'fr', 'ro', 'zh'] as const;
export const GENERATION_LENGTHS = ['short', 'medium', 'long'] as const;
/** At most a week of posts, one a day, per network. */
export const GENERATION_MAX_POSTS = 7;

/** What to write about (a topic, a page to read, or both), for whom, and for which networks. */
export const GenerationBrief = Type.Object(
  {
    topic: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    url: Type.Optional(Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://' })),
    /** A prompt template whose prompt, with `variables` filled in, becomes the brief's instructions. */
    template_id: Type.Optional(Id),
    /** Values of the template's named variables (`{{product}}` → `product`). */
    variables: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' }), Type.String({ maxLength: 1000 }), { maxProperties: 30 })),
    tone: Type.Optional(Type.String({ maxLength: 100 })),
    audience: Type.Optional(Type.String({ maxLength: 300 })),
    language: StringEnum(GENERATION_LANGUAGES),
    length: StringEnum(GENERATION_LENGTHS),
    call_to_action: Type.Optional(Type.String({ maxLength: 300 })),
    /** Whether the workspace's brand voice is given to the model; on when left out. */
    brand_voice: Type.Optional(Type.Boolean()),
    networks: Type.Array(AccountTypeSchema, { minItems: 1, maxItems: 10, uniqueItems: true }),
    /** How many posts per network, each from a different angle (7: a week of posts, one a day); 1 when left out. */
    posts: Type.Optional(Type.Integer({ minimum: 1, maximum: GENERATION_MAX_POSTS })),
    /** Only this post of the series (its own angle), to write one post again; all of them when left out. */
    only_post: Type.Optional(Type.Integer({ minimum: 1, maximum: GENERATION_MAX_POSTS })),
  },
  { additionalProperties: false },
);
export type GenerationBrief = Static<typeof GenerationBrief>;

/** One post for one network: its text, the thread parts after it where the network has threads, and any rule it still breaks. */
export const GenerationVariant = Type.Object({
  network: AccountTypeSchema,
  /** Which of the brief's posts for this network (1 to `posts`). */
  post: Type.Integer({ minimum: 1 }),
  text: Type.String(),
  thread: Type.Array(Type.String()),
  issues: Type.Array(Type.String()),
  /** Why this post is not finished (the endpoint's answer broke off): kept in the history, never offered as ready. */
  incomplete: Type.Optional(Type.String()),
});
export type GenerationVariant = Static<typeof GenerationVariant>;

export const Generation = Type.Object({
  id: Type.Integer(),
  brief: GenerationBrief,
  status: StringEnum(['completed', 'failed', 'stopped'] as const),
  variants: Type.Array(GenerationVariant),
  error: Type.Union([Type.String(), Type.Null()]),
  /** The card of the brief's page, for the composer's preview. */
  link_card: Type.Union([LinkCard, Type.Null()]),
  model: Type.String(),
  tokens_in: Type.Integer(),
  tokens_out: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Generation = Static<typeof Generation>;

/** Streams `started` ({stream}, the id to stop one post by), then `token` events ({network, post, text}) as the model answers, then `variant` per post and network and `done` with the generation (or `error`). */
export const createGeneration = defineEndpoint({
  method: 'POST',
  path: '/api/ai/generations',
  summary: 'Generate one variant per network, or a series of posts per network, from a brief (a topic or a page to read), streamed as server-sent events',
  tags,
  auth: 'user',
  roles: ROLES.writers,
  permission: 'AIContentGenerator',
  body: GenerationBrief,
  response: Generation,
});

export const getGeneration = defineEndpoint({
  method: 'GET',
  path: '/api/ai/generations/:id',
  summary: "One of the workspace's generations",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'AIContentGenerator',
  params: IdParams,
  response: Generation,
});

/** A generation finished; its usage, for metering. */
export const aiGenerationCompleted = defineEvent({
  name: 'ai.generation.completed',
  version: 1,
  payload: Type.Object({
    generationId: Type.Integer(),
    workspaceId: Type.Integer(),
    userId: Type.Integer(),
    model: Type.String(),
    tokensIn: Type.Integer(),
    tokensOut: Type.Integer(),
  }),
  key: (payload) => String(payload.workspaceId),
});

export const GenerationListQuery = ListQuery({ orderBy: ['id', 'created_at', 'status'] as const, filters: { status: Type.Optional(StringEnum(['completed', 'failed', 'stopped'] as const)) } });
export type GenerationListQuery = Static<typeof GenerationListQuery>;

export const listGenerations = defineEndpoint({
  method: 'GET',
  path: '/api/ai/generations',
  summary: "The workspace's generations (search matches the topic)",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'AIContentGenerator',
  query: GenerationListQuery,
  response: Generation,
  paged: true,
});

export const GenerationStreamParams = Strict({ stream: Type.String({ format: 'uuid' }) });

/** One post of a running generation to stop: the model's answer so far is kept, the others go on. */
export const StopGenerationPostBody = Strict({
  network: AccountTypeSchema,
  post: Type.Integer({ minimum: 1, maximum: GENERATION_MAX_POSTS }),
});
export type StopGenerationPostBody = Static<typeof StopGenerationPostBody>;

export const stopGenerationPost = defineEndpoint({
  method: 'POST',
  path: '/api/ai/generations/streams/:stream/stop',
  summary: "Stop one post of the workspace's running generation (whichever process streams it)",
  tags,
  auth: 'user',
  roles: ROLES.writers,
  permission: 'AIContentGenerator',
  params: GenerationStreamParams,
  body: StopGenerationPostBody,
  response: Type.Object({ requested: Type.Boolean() }),
});
