import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';

const tags = ['AI'];

const Model = Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()]);

/** What may be written for an AI endpoint; the key is write-only. */
export const AiSettingsBody = Type.Object(
  {
    base_url: Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000 }),
    api_key: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()])),
    model_generation: Type.Optional(Model),
    model_rewriting: Type.Optional(Model),
    model_image_description: Type.Optional(Model),
  },
  { additionalProperties: false },
);
export type AiSettingsBody = Static<typeof AiSettingsBody>;

/** What saving an endpoint learned about it, with a plain summary. */
export const AiProbe = Type.Object({
  ok: Type.Boolean(),
  checked_at: Type.String({ format: 'date-time' }),
  models: Type.Array(Type.String()),
  streaming: Type.Union([Type.Boolean(), Type.Null()]),
  images: Type.Union([Type.Boolean(), Type.Null()]),
  message: Type.String(),
});
export type AiProbe = Static<typeof AiProbe>;

/** An AI endpoint as the API shows it: never the key, only whether one is set and its last four characters. */
export const AiSettings = Type.Object({
  source: Type.Union([Type.Literal('workspace'), Type.Literal('platform'), Type.Literal('none')]),
  base_url: Type.Union([Type.String(), Type.Null()]),
  api_key_set: Type.Boolean(),
  api_key_last4: Type.Union([Type.String(), Type.Null()]),
  model_generation: Model,
  model_rewriting: Model,
  model_image_description: Model,
  probe: Type.Union([AiProbe, Type.Null()]),
});
export type AiSettings = Static<typeof AiSettings>;

export const getAiSettings = defineEndpoint({
  method: 'GET',
  path: '/api/ai/settings',
  summary: "The AI endpoint the workspace uses: its own if set, otherwise the platform's",
  tags,
  auth: 'user',
  roles: ROLES.members,
  response: AiSettings,
});

export const updateAiSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/ai/settings',
  summary: "Set the workspace's own AI endpoint and key, overriding the platform's (the workspace's owner)",
  tags,
  auth: 'user',
  roles: ROLES.owner,
  permission: 'Setting',
  body: AiSettingsBody,
  response: AiSettings,
});

export const getPlatformAiSettings = defineEndpoint({
  method: 'GET',
  path: '/api/ai/platform-settings',
  summary: "The platform's AI endpoint (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  response: AiSettings,
});

export const updatePlatformAiSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/ai/platform-settings',
  summary: "Set the platform's AI endpoint, key and a model per task (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  body: AiSettingsBody,
  response: AiSettings,
});

/** A workspace's brand voice: how its posts should sound, given to the model with every generation. */
export const BrandVoiceBody = Type.Object(
  {
    voice: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type BrandVoiceBody = Static<typeof BrandVoiceBody>;

export const BrandVoice = Type.Object({
  voice: Type.String(),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type BrandVoice = Static<typeof BrandVoice>;

export const getBrandVoice = defineEndpoint({
  method: 'GET',
  path: '/api/ai/brand-voice',
  summary: "The workspace's brand voice (empty until set)",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'AIContentGenerator',
  response: BrandVoice,
});

export const updateBrandVoice = defineEndpoint({
  method: 'PUT',
  path: '/api/ai/brand-voice',
  summary: "Set the workspace's brand voice (the workspace's owner or an admin)",
  tags,
  auth: 'user',
  roles: ROLES.admins,
  permission: 'AIContentGenerator',
  body: BrandVoiceBody,
  response: BrandVoice,
});
