import type { AiProbe, GenerationBrief, GenerationVariant, LinkCard } from '@cadence/contracts';
import { index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { eventTables } from '@cadence/events';

export const aiSchema = pgSchema('ai');

/** The AI endpoint of the platform (workspace_id 0) or of one workspace; the key is stored encrypted. */
export const endpointSettings = aiSchema.table(
  'endpoint_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    baseUrl: text('base_url').notNull(),
    apiKeyEncrypted: text('api_key_encrypted'),
    apiKeyLast4: text('api_key_last4'),
    modelGeneration: text('model_generation'),
    modelRewriting: text('model_rewriting'),
    modelImageDescription: text('model_image_description'),
    /** What the last save learned about the endpoint. */
    probe: jsonb('probe').$type<AiProbe>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('endpoint_settings_workspace_unique').on(t.workspaceId)],
);

/** Each workspace's brand voice, used in the system prompt of its generations. */
export const brandVoices = aiSchema.table('brand_voices', {
  workspaceId: integer('workspace_id').primaryKey(),
  voice: text('voice').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every generation a workspace asked for, with what the model answered and the tokens it used. */
export const generations = aiSchema.table(
  'generations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    userId: integer('user_id').notNull(),
    brief: jsonb('brief').$type<GenerationBrief>().notNull(),
    /** The brief's topic, for searching the history. */
    topic: text('topic').notNull().default(''),
    status: text('status', { enum: ['completed', 'failed', 'stopped'] }).notNull(),
    variants: jsonb('variants').$type<GenerationVariant[]>().notNull(),
    error: text('error'),
    linkCard: jsonb('link_card').$type<LinkCard>(),
    model: text('model').notNull(),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generations_workspace_idx').on(t.workspaceId, t.id)],
);

export const aiEvents = eventTables('ai');
export const { outbox, processedEvents, deadLetters } = aiEvents;
