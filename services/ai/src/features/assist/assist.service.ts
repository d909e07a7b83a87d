import type { FastifyReply } from 'fastify';
import OpenAI from 'openai';
import { MEDIA_MIME_TYPES, type AssistRequest, type AssistResult } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { fieldError, type SecretBox } from '@cadence/service-kit';
import { maxTokensFor } from '../generations/prompt';
import { shapeVariant } from '../generations/variants';
import { callWithOneRetry, EndpointWaitTooLong } from '../settings/endpoint-retry';
import { assertEndpointAllowed, blockedCause, fetchFor, refusal, type EndpointAccess } from '../settings/endpoint-access';
import { plainError } from '../settings/probe';
import * as settingsRepository from '../settings/settings.repository';
import { apiKeyOf, PLATFORM } from '../settings/settings.service';
import { assistMessages, PART_BREAK } from './assist-prompt';
import { assistErrors } from './assist.errors';
import * as usage from '../usage/usage.service';

export interface AssistDeps {
  db: Database;
  box: SecretBox;
  /** How endpoints are reached: the outbound guard. */
  endpoints: EndpointAccess;
  timeoutMs: number;
  /** The longest Retry-After waited for before the one retry of a 429. */
  retryWaitMaxMs: number;
}

/** The first bytes of each image type the assist accepts. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The image is checked, not trusted: its bytes must be the type it claims. */
function checkImage(image: string | undefined): void {
  const match = image ? /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/=]+)$/.exec(image) : null;
  if (!match) throw fieldError('image', 'Give the image to describe');
  const [, type = '', data = ''] = match;
  const bytes = Buffer.from(data, 'base64');
  const allowed = [...MEDIA_MIME_TYPES.image, ...MEDIA_MIME_TYPES.gif] as readonly string[];
  if (!allowed.includes(type) || bytes.length < 12 || !SIGNATURES[type]?.(bytes)) throw fieldError('image', 'This is not a JPEG, PNG, WebP or GIF image');
}

function checkRequest(request: AssistRequest): void {
  if (request.action === 'alt_text') return checkImage(request.image);
  if (!request.text?.trim()) throw fieldError('text', 'Write something first');
  if (request.action === 'translate' && !request.language) throw fieldError('language', 'Choose a language to translate into');
}

/** The endpoint and model of the task: the image-description model for alt text, else the rewriting model (or the generation model when none is set). */
async function endpointFor({ db, box }: AssistDeps, workspaceId: number, request: AssistRequest) {
  const rows = await settingsRepository.findScopes(db, [workspaceId, PLATFORM]);
  const row = rows.find((r) => r.workspaceId === workspaceId) ?? rows.find((r) => r.workspaceId === PLATFORM);
  if (request.action === 'alt_text') {
    if (!row?.modelImageDescription) {
      throw assistErrors.NOT_CONFIGURED("No AI endpoint with an image-description model is set up. Staff set the platform's in Settings › AI, or the workspace's owner sets the workspace's own there.");
    }
    if (row.probe?.images !== true) throw assistErrors.NO_IMAGES();
    return { scope: row.workspaceId, baseUrl: row.baseUrl, apiKey: apiKeyOf(box, row), model: row.modelImageDescription };
  }
  const model = row?.modelRewriting ?? row?.modelGeneration;
  if (!row || !model) throw assistErrors.NOT_CONFIGURED();
  return { scope: row.workspaceId, baseUrl: row.baseUrl, apiKey: apiKeyOf(box, row), model };
}

const HASHTAG = /#[\p{L}\p{N}_]+/gu;

/** The model's answer shaped for the action: parts of a thread, hashtags, or a text checked against the network's rules. */
export function shapeAnswer(request: AssistRequest, answer: string): Pick<AssistResult, 'text' | 'thread' | 'hashtags' | 'issues'> {
  const text = answer.trim();
  if (request.action === 'hashtags') {
    return { text: '', thread: [], hashtags: [...new Set(text.match(HASHTAG) ?? [])].slice(0, 6), issues: [] };
  }
  if (request.action === 'alt_text') return { text: text.slice(0, 1500), thread: [], hashtags: [], issues: [] };
  if (!request.network) {
    const parts = request.action === 'thread' ? text.split(PART_BREAK).map((part) => part.trim()).filter(Boolean) : [text];
    const [first = '', ...thread] = parts;
    return { text: first, thread, hashtags: [], issues: [] };
  }
  if (request.action === 'thread') {
    const parts = text
      .split(PART_BREAK)
      .map((part) => part.trim())
      .filter(Boolean);
    const shaped = parts.flatMap((part) => {
      const variant = shapeVariant(request.network!, part);
      return [variant.text, ...variant.thread];
    });
    const [first = '', ...thread] = shaped;
    const check = shapeVariant(request.network, first);
    return { text: first, thread, hashtags: [], issues: check.issues };
  }
  const variant = shapeVariant(request.network, text);
  return { text: variant.text, thread: variant.thread, hashtags: [], issues: variant.issues };
}

/**
 * Runs one assist action with the workspace's endpoint; provider errors become plain messages.
 * Each action is one of the month's generations, counted before the model is called (429 over
 * the plan's allowance) and given back when the endpoint delivers no answer; its tokens are
 * added to the month's.
 */
export async function assist(deps: AssistDeps, workspaceId: number, request: AssistRequest, reply: FastifyReply): Promise<AssistResult> {
  checkRequest(request);
  const endpoint = await endpointFor(deps, workspaceId, request);
  // An endpoint the outbound guard refuses is a 409 with the reason, before the month is counted.
  await assertEndpointAllowed(deps.endpoints, endpoint.scope, endpoint.baseUrl);
  const month = await usage.reserve(deps.db, workspaceId, reply);
  const client = new OpenAI({ baseURL: endpoint.baseUrl, apiKey: endpoint.apiKey ?? 'none', fetch: fetchFor(deps.endpoints, endpoint.scope), maxRetries: 0, timeout: deps.timeoutMs });
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    // A 429 within the wait this server accepts, or a 5xx, is tried once more.
    // For a network, no more tokens than its limit can hold.
    const body = { model: endpoint.model, messages: assistMessages(request), ...(request.network && request.action !== 'alt_text' ? { max_tokens: maxTokensFor(request.network) } : {}) };
    completion = await callWithOneRetry(() => client.chat.completions.create(body), { maxWaitMs: deps.retryWaitMaxMs });
  } catch (cause) {
    // A call that delivered nothing costs nothing.
    await usage.release(deps.db, workspaceId, month);
    const blocked = blockedCause(cause);
    if (blocked) throw refusal(endpoint.scope, blocked.message);
    if (cause instanceof EndpointWaitTooLong) {
      reply.header('retry-after', String(cause.waitSeconds));
      throw assistErrors.PROVIDER_RATE_LIMITED(cause.message);
    }
    if (cause instanceof OpenAI.RateLimitError) {
      // The endpoint's own wait, passed on so a client can come back when it says.
      const after = Number(cause.headers?.get('retry-after'));
      if (Number.isFinite(after) && after > 0) reply.header('retry-after', String(Math.ceil(after)));
      throw assistErrors.PROVIDER_RATE_LIMITED(plainError(cause));
    }
    throw assistErrors.PROVIDER_FAILED(plainError(cause));
  }
  const tokensIn = completion.usage?.prompt_tokens ?? 0;
  const tokensOut = completion.usage?.completion_tokens ?? 0;
  await usage.addTokens(deps.db, workspaceId, month, tokensIn, tokensOut);
  const answer = completion.choices[0]?.message?.content ?? '';
  if (!answer.trim()) {
    await usage.release(deps.db, workspaceId, month);
    throw assistErrors.PROVIDER_FAILED('The endpoint answered with an empty text; try again.');
  }
  return { action: request.action, ...shapeAnswer(request, answer), model: endpoint.model, tokens_in: tokensIn, tokens_out: tokensOut };
}
