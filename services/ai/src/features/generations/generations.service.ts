import type { OutgoingHttpHeaders } from 'node:http';
import OpenAI from 'openai';
import type { FastifyReply } from 'fastify';
import { aiGenerationCompleted, type Generation, type GenerationBrief, type GenerationListQuery, type GenerationVariant } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { commonErrors, fieldError, readPage, type PageResult, type Principal, type SecretBox } from '@cadence/service-kit';
import { aiEvents } from '../../db/schema';
import * as brandVoice from '../brand-voice/brand-voice.repository';
import { plainError } from '../settings/probe';
import * as settingsRepository from '../settings/settings.repository';
import { apiKeyOf, PLATFORM } from '../settings/settings.service';
import * as repository from './generations.repository';
import { messagesFor } from './prompt';
import { shapeVariant } from './variants';

export interface GenerationDeps {
  db: Database;
  box: SecretBox;
  /** The outbound guard's fetch. */
  fetch: typeof globalThis.fetch;
  /** How long the endpoint may stay silent, before its first token or between two. */
  timeoutMs: number;
}

const STALLED = 'The endpoint stopped answering; try again.';

function present(row: repository.GenerationRow): Generation {
  return {
    id: row.id,
    brief: row.brief,
    status: row.status,
    variants: row.variants,
    error: row.error,
    link_card: row.linkCard,
    model: row.model,
    tokens_in: row.tokensIn,
    tokens_out: row.tokensOut,
    created_at: row.createdAt.toISOString(),
  };
}

/** The endpoint and model a workspace generates with: its own, else the platform's; 409 when there is none. */
async function endpointFor({ db, box }: GenerationDeps, workspaceId: number) {
  const rows = await settingsRepository.findScopes(db, [workspaceId, PLATFORM]);
  const row = rows.find((r) => r.workspaceId === workspaceId) ?? rows.find((r) => r.workspaceId === PLATFORM);
  if (!row?.modelGeneration) {
    throw commonErrors.CONFLICT(
      "No AI endpoint with a generation model is set up. Staff set the platform's in Settings › AI, or the workspace's owner sets the workspace's own there.",
    );
  }
  return { baseUrl: row.baseUrl, apiKey: apiKeyOf(box, row), model: row.modelGeneration };
}

export async function list(db: Database, workspaceId: number, query: GenerationListQuery): Promise<PageResult<Generation>> {
  const page = await repository.list(db, workspaceId, query);
  return { ...page, rows: page.rows.map(present) };
}

export async function get(db: Database, workspaceId: number, id: number): Promise<Generation> {
  const row = await repository.find(db, workspaceId, id);
  if (!row) throw commonErrors.NOT_FOUND('No such generation in this workspace');
  return present(row);
}

/**
 * Generates one variant per network, streaming the model's tokens to the caller as server-sent
 * events. The caller closing the connection aborts the call to the endpoint. Every generation is
 * kept, with its usage; a completed one is announced through the outbox.
 */
export async function generate(deps: GenerationDeps, principal: Principal, workspaceId: number, brief: GenerationBrief, reply: FastifyReply): Promise<void> {
  if (!brief.topic && !brief.url) throw fieldError('topic', 'Give a topic or a link to read');
  const endpoint = await endpointFor(deps, workspaceId);
  const page = brief.url ? await readPage(deps.fetch, brief.url) : null;
  if (brief.url && !page?.text) throw fieldError('url', 'The page could not be read; check the link');
  const voice = (await brandVoice.find(deps.db, workspaceId))?.voice ?? '';
  const client = new OpenAI({ baseURL: endpoint.baseUrl, apiKey: endpoint.apiKey ?? 'none', fetch: deps.fetch, maxRetries: 0, timeout: deps.timeoutMs });

  const controller = new AbortController();
  let stalled = false;
  let idle: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, deps.timeoutMs);
  };
  const raw = reply.raw;
  raw.on('close', () => {
    if (!raw.writableEnded) controller.abort();
  });
  reply.hijack();
  // The kit's headers (request id, nosniff) go out too: a hijacked reply bypasses Fastify's sending.
  raw.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  const send = (event: string, data: unknown) => {
    if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const variants: GenerationVariant[] = [];
  let tokensIn = 0;
  let tokensOut = 0;
  let error: string | null = null;
  let answering = false;
  try {
    for (const network of brief.networks) {
      watch();
      const stream = await client.chat.completions.create(
        { model: endpoint.model, stream: true, stream_options: { include_usage: true }, messages: messagesFor(brief, network, voice, page?.text) },
        { signal: controller.signal },
      );
      let answer = '';
      for await (const chunk of stream) {
        answering = true;
        watch();
        const text = chunk.choices[0]?.delta?.content ?? '';
        if (text) {
          answer += text;
          send('token', { network, text });
        }
        if (chunk.usage) {
          tokensIn += chunk.usage.prompt_tokens;
          tokensOut += chunk.usage.completion_tokens;
        }
      }
      answering = false;
      const variant = shapeVariant(network, answer);
      variants.push(variant);
      send('variant', variant);
    }
  } catch (cause) {
    // A stream that breaks off mid-answer without an API error went silent (the watchdog or the outbound guard's timeout).
    const silent = stalled || (answering && !(cause instanceof OpenAI.APIError && cause.status !== undefined));
    error = silent ? STALLED : controller.signal.aborted ? null : plainError(cause);
  } finally {
    clearTimeout(idle);
  }

  const status = error ? 'failed' : controller.signal.aborted ? 'stopped' : 'completed';
  const row = await deps.db.transaction(async (tx) => {
    const saved = await repository.insert(tx, { workspaceId, userId: principal.userId, brief, topic: brief.topic ?? brief.url ?? '', linkCard: page?.card ?? null, status, variants, error, model: endpoint.model, tokensIn, tokensOut });
    if (status === 'completed') {
      await writeEvent(tx, aiEvents, aiGenerationCompleted, { generationId: saved.id, workspaceId, userId: principal.userId, model: endpoint.model, tokensIn, tokensOut });
    }
    return saved;
  });
  if (error) send('error', { message: error });
  send('done', present(row));
  if (!raw.destroyed) raw.end();
}
