import OpenAI from 'openai';
import { EndpointWaitTooLong } from './endpoint-retry';
import type { AiProbe } from '@cadence/contracts';
import { OutboundBlockedError } from '@cadence/service-kit';

/** A 1×1 PNG, to learn whether the endpoint accepts image input. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export interface ProbeTarget {
  baseUrl: string;
  apiKey: string | null;
  model: string | null;
  imageModel: string | null;
  /** The rewriting model, checked against the list like the others. */
  rewritingModel?: string | null;
}

/** What went wrong, in words a user can act on. */
export function plainError(error: unknown): string {
  if (error instanceof EndpointWaitTooLong) return error.message;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'The endpoint did not answer in time.';
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof OutboundBlockedError) return cause.message;
    return 'The endpoint could not be reached; check the base URL.';
  }
  if (error instanceof OpenAI.AuthenticationError) return 'The endpoint refused the API key.';
  if (error instanceof OpenAI.RateLimitError) {
    const retry = error.headers?.get('retry-after');
    return retry ? `The endpoint is rate-limiting requests; try again in ${retry} seconds.` : 'The endpoint is rate-limiting requests; try again shortly.';
  }
  if (error instanceof OpenAI.BadRequestError && error.code === 'context_length_exceeded') {
    return 'The request is too long for this model; shorten the brief or choose a model with a longer context.';
  }
  if (error instanceof OpenAI.NotFoundError) return 'The endpoint does not know this model or path.';
  if (error instanceof OpenAI.APIError) return `The endpoint answered with an error${error.status ? ` (${error.status})` : ''}.`;
  if (error instanceof OutboundBlockedError) return error.message;
  return 'The endpoint gave an answer that is not an OpenAI-compatible API.';
}

/** Asks the endpoint what it can do: the models it lists, whether it streams and accepts images. */
export async function probeEndpoint(target: ProbeTarget, fetch: typeof globalThis.fetch, timeoutMs: number): Promise<AiProbe> {
  const client = new OpenAI({ baseURL: target.baseUrl, apiKey: target.apiKey ?? 'none', fetch, maxRetries: 0, timeout: timeoutMs });
  const checkedAt = new Date().toISOString();
  let models: string[];
  try {
    models = [];
    for await (const model of client.models.list()) models.push(model.id);
  } catch (error) {
    return { ok: false, checked_at: checkedAt, models: [], streaming: null, images: null, message: plainError(error) };
  }
  const model = target.model ?? models[0] ?? null;
  if (!model) return { ok: false, checked_at: checkedAt, models, streaming: null, images: null, message: 'The endpoint lists no models.' };

  let streaming = false;
  let streamError: string | null = null;
  try {
    const stream = await client.chat.completions.create({ model, stream: true, max_tokens: 1, messages: [{ role: 'user', content: 'Say OK.' }] });
    for await (const chunk of stream) if (chunk.choices.length > 0) streaming = true;
  } catch (error) {
    streamError = plainError(error);
  }

  let images = false;
  try {
    await client.chat.completions.create({
      model: target.imageModel ?? model,
      max_tokens: 1,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Describe this image in one word.' }, { type: 'image_url', image_url: { url: PIXEL } }] }],
    });
    images = true;
  } catch {
    images = false;
  }

  const facts = [
    streaming ? 'Streaming works.' : `Streaming does not work${streamError ? ` (${streamError})` : ''}.`,
    images ? 'Image input is accepted.' : 'Image input is not accepted.',
  ];
  // Connected only when every model chosen is among those the endpoint lists: a mistyped one is named with the listed ones.
  const unlisted = unlistedModels(target, models);
  if (unlisted.length > 0) {
    return { ok: false, checked_at: checkedAt, models, streaming, images, message: [`${unlisted.join(' ')} It lists ${listed(models)}; check the spelling.`, ...facts].join(' ') };
  }
  return { ok: true, checked_at: checkedAt, models, streaming, images, message: [`Connected: ${models.length} model${models.length === 1 ? '' : 's'} listed.`, ...facts].join(' ') };
}

/** The models listed, the first ten named and the rest counted. */
function listed(models: readonly string[]): string {
  const named = models.slice(0, 10).join(', ');
  return models.length > 10 ? `${named} and ${models.length - 10} more` : named;
}

/** One sentence per chosen model the endpoint does not list, naming its task. */
function unlistedModels(target: ProbeTarget, models: readonly string[]): string[] {
  const chosen = [
    ['generation', target.model],
    ['image-description', target.imageModel],
    ['rewriting', target.rewritingModel ?? null],
  ] as const;
  return chosen.filter(([, model]) => model !== null && !models.includes(model)).map(([task, model]) => `The endpoint does not list the ${task} model “${model}”.`);
}
