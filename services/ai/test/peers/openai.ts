import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the peer answers next to a chat completion, as the OpenAI API documents each case. */
export type ChatFailure = 'rate_limited' | 'context_length_exceeded' | 'stall' | 'server_error' | 'cut';

export interface OpenAiPeerOptions {
  apiKey: string;
  models?: string[];
  /** Whether chat messages may carry image_url parts. */
  acceptsImages?: boolean;
  /** Whether `stream: true` is honoured (some self-hosted servers answer 400). */
  streams?: boolean;
  /** A pause between two streamed words, as a model answering at its own pace (0: all at once). */
  wordDelayMs?: number;
  /** The answer given when no `answerNext` text is waiting (a short sentence by default). */
  reply?: string;
}

export interface OpenAiPeer {
  /** The API's base URL (http://127.0.0.1:<port>/v1). */
  url: string;
  /** Makes the next chat completion fail this way (a 429 with this Retry-After, 20 s unless given). */
  failNext(failure: ChatFailure, options?: { retryAfter?: string }): void;
  /** Makes the next chat completions answer with this text (in order), instead of the default reply. */
  answerNext(...texts: string[]): void;
  /** Streamed chat completions whose caller closed the connection before the answer ended. */
  aborted: number;
  /** The chat completion bodies received, in order. */
  chats: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function error(response: ServerResponse, status: number, message: string, type: string, code: string | null, headers: Record<string, string> = {}): void {
  send(response, status, { error: { message, type, param: null, code } }, headers);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

const REPLY = 'Spring is here: three ideas for your week.';

/** A local server that answers as the OpenAI API documents (models, chat completions with and without streaming). */
export async function startOpenAiPeer(options: OpenAiPeerOptions): Promise<OpenAiPeer> {
  const models = options.models ?? ['gpt-4o-mini', 'gpt-4o'];
  const failures: Array<{ failure: ChatFailure; retryAfter: string }> = [];
  const answers: string[] = [];
  let aborted = 0;
  const chats: Array<Record<string, unknown>> = [];
  const stalled = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    void (async () => {
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return error(response, 401, 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.', 'invalid_request_error', 'invalid_api_key');
      }
      if (request.method === 'GET' && request.url === '/v1/models') {
        return send(response, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'peer' })) });
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return error(response, 404, `Unknown request URL: ${request.method} ${request.url}`, 'invalid_request_error', 'unknown_url');

      const body = await readJson(request);
      chats.push(body);
      const next = failures.shift();
      const failure = next?.failure;
      if (failure === 'rate_limited') return error(response, 429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded', { 'retry-after': next?.retryAfter ?? '20' });
      if (failure === 'server_error') return error(response, 500, 'The server had an error while processing your request. Sorry about that!', 'server_error', null);
      if (failure === 'context_length_exceeded') {
        return error(response, 400, "This model's maximum context length is 8192 tokens.", 'invalid_request_error', 'context_length_exceeded');
      }
      const model = String(body.model ?? '');
      if (!models.includes(model)) return error(response, 404, `The model \`${model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
      const messages = (body.messages ?? []) as Array<{ content: unknown }>;
      const hasImage = messages.some((message) => Array.isArray(message.content) && message.content.some((part: { type?: string }) => part.type === 'image_url'));
      if (hasImage && !options.acceptsImages) return error(response, 400, 'Invalid content type. image_url is only supported by certain models.', 'invalid_request_error', null);

      const reply = answers.shift() ?? options.reply ?? REPLY;
      const id = `chatcmpl-${chats.length}`;
      const usage = { prompt_tokens: 12, completion_tokens: 9, total_tokens: 21 };
      if (body.stream !== true) {
        return send(response, 200, {
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop', logprobs: null }],
          usage,
        });
      }
      if (options.streams === false) return error(response, 400, 'stream is not supported', 'invalid_request_error', null);
      response.on('close', () => {
        if (!response.writableEnded) aborted += 1;
      });
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const chunk = (delta: Record<string, unknown>, finish: string | null, extra: Record<string, unknown> = {}) =>
        response.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`);
      chunk({ role: 'assistant', content: '' }, null);
      const words = reply.split(/(?<= )/);
      if (failure === 'stall') {
        chunk({ content: words[0] }, null);
        stalled.add(response);
        return;
      }
      if (failure === 'cut') {
        // The connection ends mid-answer: no finish reason, no [DONE].
        for (const word of words.slice(0, Math.max(1, Math.floor(words.length / 2)))) chunk({ content: word }, null);
        response.end();
        return;
      }
      for (const word of words) {
        if (response.destroyed) return;
        chunk({ content: word }, null);
        if (options.wordDelayMs) await new Promise((resolve) => setTimeout(resolve, options.wordDelayMs));
      }
      chunk({}, 'stop');
      if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
        response.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [], usage })}\n\n`);
      }
      response.end('data: [DONE]\n\n');
    })().catch((cause: unknown) => error(response, 500, String(cause), 'server_error', null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    failNext: (failure, failOptions) => void failures.push({ failure, retryAfter: failOptions?.retryAfter ?? '20' }),
    answerNext: (...texts) => void answers.push(...texts),
    get aborted() {
      return aborted;
    },
    chats,
    close: async () => {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
