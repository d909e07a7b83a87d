// The local OpenAI-compatible server of the AI service's tests, streaming its answer a word at a
// time with a fixed pause, as a model would. Forked by the runner; see host.ts.
import { startOpenAiPeer, type OpenAiPeerOptions } from '@cadence/ai/peers/openai';
import { host } from './host';

await host<OpenAiPeerOptions>(async (options) => {
  const peer = await startOpenAiPeer(options);
  return { url: peer.url, close: () => peer.close() };
});
