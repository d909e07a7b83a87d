import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import OpenAI from 'openai';
import type { FastifyReply } from 'fastify';
import { aiGenerationCompleted, NETWORK_RULES, type Generation, type GenerationBrief, type GenerationListQuery, type GenerationVariant } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { commonErrors, fieldError, readPage, type PageResult, type Principal, type SecretBox } from '@cadence/service-kit';
import { aiEvents } from '../../db/schema';
import * as brandVoice from '../brand-voice/brand-voice.repository';
import { instructionsFor, withInstructions } from '../templates/templates.service';
import * as usage from '../usage/usage.service';
import { assertEndpointAllowed, blockedCause, fetchFor, refusal, type EndpointAccess } from '../settings/endpoint-access';
import { callWithOneRetry } from '../settings/endpoint-retry';
import { plainError } from '../settings/probe';
import * as settingsRepository from '../settings/settings.repository';
import { apiKeyOf, PLATFORM } from '../settings/settings.service';
import * as repository from './generations.repository';
import { maxTokensFor, messagesFor } from './prompt';
import { postKey, type StopHub } from './stop-hub';
import { shapeVariant } from './variants';

export interface GenerationDeps {
  db: Database;
  box: SecretBox;
  /** The outbound guard's fetch, for the pages a brief names (never allowed a private address). */
  fetch: typeof globalThis.fetch;
  /** How endpoints are reached: the outbound guard. */
  endpoints: EndpointAccess;
  /** How long a call may take to be answered (the outbound guard's timeout). */
  timeoutMs: number;
  /** How long the endpoint may stay silent, before its first token or between two. */
  idleMs: number;
  /** The longest Retry-After waited for before the one retry of a 429. */
  retryWaitMaxMs: number;
  /** Stops of one post, asked through any process. */
  stops: StopHub;
}

const STALLED = 'The endpoint stopped answering; try again.';
/** A stream that ended without a finish reason (nor [DONE]): what arrived is kept, never offered as finished. */
const BROKE_OFF = "The endpoint's answer broke off before its end (no finish reason); what arrived is kept, marked incomplete.";

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
  return { scope: row.workspaceId, baseUrl: row.baseUrl, apiKey: apiKeyOf(box, row), model: row.modelGeneration };
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

/** A value read alongside others, or its error thrown now. */
function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * Generates one variant per network (or a series of posts per network, each from its own angle), streaming the model's tokens to the caller as server-sent
 * events. The caller closing the connection aborts the call to the endpoint; stopping one post
 * (by the stream's id) aborts only that post's call. Every generation is
 * kept, with its usage; a completed one is announced through the outbox.
 */
export async function generate(deps: GenerationDeps, principal: Principal, workspaceId: number, brief: GenerationBrief, reply: FastifyReply): Promise<void> {
  if (brief.only_post !== undefined && brief.only_post > (brief.posts ?? 1)) throw fieldError('only_post', 'Choose one of the series\' posts');
  // The template, the endpoint and the brand voice are read at once; their errors still come in
  // this order (the brief's fields, then the endpoint).
  const [instructionsRead, endpointRead, voiceRead] = await Promise.allSettled([
    instructionsFor(deps.db, workspaceId, brief),
    endpointFor(deps, workspaceId),
    brief.brand_voice === false ? Promise.resolve('') : brandVoice.find(deps.db, workspaceId).then((row) => row?.voice ?? ''),
  ]);
  const instructions = settledValue(instructionsRead);
  if (!brief.topic && !brief.url && !instructions) throw fieldError('topic', 'Give a topic or a link to read');
  const endpoint = settledValue(endpointRead);
  // An endpoint the outbound guard refuses is a 409 with the reason, before anything is streamed.
  await assertEndpointAllowed(deps.endpoints, endpoint.scope, endpoint.baseUrl);
  const page = brief.url ? await readPage(deps.fetch, brief.url) : null;
  if (brief.url && !page?.text) throw fieldError('url', 'The page could not be read; check the link');
  // Counted before the model is called; over the plan's monthly allowance this is a 429.
  const month = await usage.reserve(deps.db, workspaceId, reply);
  const voice = settledValue(voiceRead);
  const client = new OpenAI({ baseURL: endpoint.baseUrl, apiKey: endpoint.apiKey ?? 'none', fetch: fetchFor(deps.endpoints, endpoint.scope), maxRetries: 0, timeout: deps.timeoutMs });

  const controller = new AbortController();
  let stalled = false;
  // One watchdog for the whole stream, re-armed in place on every chunk (no timer made per token).
  let idle: NodeJS.Timeout | undefined;
  const watch = () => {
    if (idle) {
      idle.refresh();
      return;
    }
    idle = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, deps.idleMs);
  };
  /** While waiting out an endpoint's Retry-After, its silence is not a stall. */
  const unwatchIdle = () => {
    clearTimeout(idle);
    idle = undefined;
  };
  // One post can be stopped by id while the others go on; the stop may be asked of any process.
  const streamId = randomUUID();
  const stopped = new Set<string>();
  let current: { key: string; controller: AbortController } | null = null;
  const unwatch = await deps.stops.watch(streamId, workspaceId, (key) => {
    stopped.add(key);
    if (current?.key === key) current.controller.abort();
  });
  let partlyStopped = false;

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

  send('started', { stream: streamId });

  const variants: GenerationVariant[] = [];
  let tokensIn = 0;
  let tokensOut = 0;
  let error: string | null = null;
  let answering = false;
  /** Each network that failed, with why; the networks after it are still tried. */
  const failures: string[] = [];
  let networkNow = brief.networks[0];
  try {
    const posts = brief.posts ?? 1;
    for (const network of brief.networks) {
      // A stall ends the whole stream: no network after it.
      if (stalled) break;
      networkNow = network;
      const earlier: string[] = [];
      for (let post = 1; post <= posts; post += 1) {
        if (brief.only_post !== undefined && post !== brief.only_post) continue;
        const key = postKey(network, post);
        if (stopped.has(key)) {
          partlyStopped = true;
          send('stopped', { network, post });
          continue;
        }
        const one = new AbortController();
        current = { key, controller: one };
        watch();
        let answer = '';
        let finished = false;
        // A token event is the same JSON as send('token', { network, post, text }), its fixed part built once per post.
        const tokenEvent = `event: token\ndata: {"network":${JSON.stringify(network)},"post":${post},"text":`;
        try {
          const signal = AbortSignal.any([controller.signal, one.signal]);
          const request = {
            model: endpoint.model,
            stream: true as const,
            stream_options: { include_usage: true },
            // No more tokens than the network's limit can hold.
            max_tokens: maxTokensFor(network),
            messages: withInstructions(messagesFor(brief, network, voice, page?.text, { post, of: posts, earlier }), instructions),
          };
          // A 429 within the wait this server accepts, or a 5xx, before the first token: tried once more.
          const stream = await callWithOneRetry(() => client.chat.completions.create(request, { signal }), {
            maxWaitMs: deps.retryWaitMaxMs,
            signal,
            onWait: (waitMs, reason) => {
              unwatchIdle();
              send('retrying', { network, post, seconds: Math.ceil(waitMs / 1000), reason });
            },
            onRetry: watch,
          });
          for await (const chunk of stream) {
            answering = true;
            watch();
            const text = chunk.choices[0]?.delta?.content ?? '';
            if (text) {
              answer += text;
              if (!raw.destroyed) raw.write(`${tokenEvent}${JSON.stringify(text)}}\n\n`);
            }
            if (chunk.choices[0]?.finish_reason) finished = true;
            if (chunk.usage) {
              tokensIn += chunk.usage.prompt_tokens;
              tokensOut += chunk.usage.completion_tokens;
            }
          }
        } catch (cause) {
          // The whole stream stopped (the caller left, the endpoint went silent): no network after this one.
          if (controller.signal.aborted) throw cause;
          // This network's call failed: said with its name, and the next network is tried.
          if (!one.signal.aborted) {
            // Broken off mid-answer without an API error: the endpoint went silent.
            const silent = answering && !(cause instanceof OpenAI.APIError && cause.status !== undefined);
            answering = false;
            current = null;
            const blocked = blockedCause(cause);
            failures.push(`${NETWORK_RULES[network].label}: ${silent ? STALLED : blocked ? refusal(endpoint.scope, blocked.message).message : plainError(cause)}`);
            send('failed', { network, post, message: failures.at(-1) });
            break;
          }
          // Stopped by the user: what had arrived is kept, and the next post starts.
        }
        answering = false;
        current = null;
        if (one.signal.aborted) partlyStopped = true;
        if (one.signal.aborted && !answer.trim()) {
          send('stopped', { network, post });
          continue;
        }
        const variant = shapeVariant(network, answer, post);
        // The SDK ends an aborted stream quietly: only the watchdog's stop or an ending nobody asked for leaves an answer unfinished.
        const brokeOff = stalled ? STALLED : !finished && !one.signal.aborted && !controller.signal.aborted ? BROKE_OFF : null;
        if (brokeOff) {
          variant.incomplete = brokeOff;
          failures.push(`${NETWORK_RULES[network].label}: ${brokeOff}`);
        }
        variants.push(variant);
        earlier.push([variant.text, ...variant.thread].join(' '));
        send('variant', variant);
        if (stalled) break;
      }
    }
  } catch (cause) {
    // A stream that breaks off mid-answer without an API error went silent (the watchdog or the outbound guard's timeout).
    const silent = stalled || (answering && !(cause instanceof OpenAI.APIError && cause.status !== undefined));
    const blocked = blockedCause(cause);
    const why = silent ? STALLED : controller.signal.aborted ? null : blocked ? refusal(endpoint.scope, blocked.message).message : plainError(cause);
    if (why) failures.push(networkNow ? `${NETWORK_RULES[networkNow].label}: ${why}` : why);
  } finally {
    unwatchIdle();
    unwatch();
  }

  error = failures.length > 0 ? failures.join(' ') : null;
  const status = error ? 'failed' : controller.signal.aborted || partlyStopped ? 'stopped' : 'completed';
  const row = await deps.db.transaction(async (tx) => {
    const saved = await repository.insert(tx, { workspaceId, userId: principal.userId, brief, topic: brief.topic ?? brief.url ?? instructions ?? '', linkCard: page?.card ?? null, status, variants, error, model: endpoint.model, tokensIn, tokensOut });
    // Counted only when the endpoint delivered a finished post: failed calls cost nothing.
    if (!variants.some((variant) => variant.incomplete === undefined)) await usage.release(tx, workspaceId, month);
    await usage.addTokens(tx, workspaceId, month, tokensIn, tokensOut);
    if (status === 'completed') {
      await writeEvent(tx, aiEvents, aiGenerationCompleted, { generationId: saved.id, workspaceId, userId: principal.userId, model: endpoint.model, tokensIn, tokensOut });
    }
    return saved;
  });
  if (error) send('error', { message: error });
  send('done', present(row));
  if (!raw.destroyed) raw.end();
}

/** Asks the process streaming `stream` to stop one of its posts; only the workspace's own streams listen. */
export async function stopPost(stops: StopHub, workspaceId: number, stream: string, network: string, post: number): Promise<{ requested: boolean }> {
  await stops.request(stream, workspaceId, postKey(network, post));
  return { requested: true };
}
