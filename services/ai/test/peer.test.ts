import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { plainError } from '../src/features/settings/probe';
import { startOpenAiPeer, type OpenAiPeer } from './peers/openai';

let peer: OpenAiPeer;
let client: OpenAI;
beforeAll(async () => {
  peer = await startOpenAiPeer({ apiKey: 'sk-peer' });
  client = new OpenAI({ baseURL: peer.url, apiKey: 'sk-peer', maxRetries: 0 });
});
afterAll(() => peer?.close());

const ask = { model: 'gpt-4o-mini', messages: [{ role: 'user' as const, content: 'A post about spring.' }] };

describe('the OpenAI peer, through the SDK, and the plain messages of provider errors', () => {
  it('answers a chat completion with its usage, and streams one ending in [DONE] with usage on request', async () => {
    const completion = await client.chat.completions.create(ask);
    expect(completion.choices[0]!.message.content).toBe('Spring is here: three ideas for your week.');
    expect(completion.usage).toEqual({ prompt_tokens: 12, completion_tokens: 9, total_tokens: 21 });

    const stream = await client.chat.completions.create({ ...ask, stream: true, stream_options: { include_usage: true } });
    let text = '';
    let usage: unknown = null;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toBe('Spring is here: three ideas for your week.');
    expect(usage).toMatchObject({ total_tokens: 21 });
  });

  it('401, 429 with retry-after and context_length_exceeded read as plain messages', async () => {
    const wrong = new OpenAI({ baseURL: peer.url, apiKey: 'sk-wrong', maxRetries: 0 });
    const refused = await wrong.models.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(plainError(refused)).toBe('The endpoint refused the API key.');

    peer.failNext('rate_limited');
    const limited = await client.chat.completions.create(ask).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(OpenAI.RateLimitError);
    expect(plainError(limited)).toBe('The endpoint is rate-limiting requests; try again in 20 seconds.');

    peer.failNext('context_length_exceeded');
    const tooLong = await client.chat.completions.create(ask).catch((error: unknown) => error);
    expect(tooLong).toBeInstanceOf(OpenAI.BadRequestError);
    expect((tooLong as InstanceType<typeof OpenAI.BadRequestError>).code).toBe('context_length_exceeded');
  });

  it('a stalled stream sends its first words and then nothing until the caller gives up', async () => {
    peer.failNext('stall');
    const controller = new AbortController();
    const stream = await client.chat.completions.create({ ...ask, stream: true }, { signal: controller.signal });
    const words: string[] = [];
    let finished = false;
    const reading = (async () => {
      for await (const chunk of stream) {
        if (chunk.choices[0]?.finish_reason) finished = true;
        const content = chunk.choices[0]?.delta.content;
        if (content) {
          words.push(content);
          controller.abort();
        }
      }
    })();
    await reading.catch(() => undefined);
    expect(controller.signal.aborted).toBe(true);
    expect(words).toEqual(['Spring ']);
    expect(finished).toBe(false);
  });
});
