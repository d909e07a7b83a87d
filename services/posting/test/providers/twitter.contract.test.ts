import { expect } from 'vitest';
import { twitterProvider } from '../../src/providers/twitter/twitter.provider';
import { runProviderContract } from '../contract-kit/contract-kit';
import { testImage } from '../contract-kit/media';
import { startTwitterPeer } from '../peers/twitter';

runProviderContract('X', async () => {
  const peer = await startTwitterPeer();
  const provider = twitterProvider(peer.config());
  const account = { accountId: 1, externalId: '1001', tokens: peer.grant(), details: { username: 'ada' } };
  const image = await testImage();
  const gif = { ...(await testImage({ name: 'loop.gif' })), kind: 'gif' as const };
  const tweetOf = (id: string) => peer.tweets.get(id);
  return {
    provider,
    account,
    image,
    limits: [
      { scope: 'account', max: 100, windowMs: 15 * 60_000, name: 'POST /2/tweets per user (100 per 15 minutes)' },
      { scope: 'app', max: 10_000, windowMs: 24 * 3600_000, name: 'POST /2/tweets per app (10,000 per 24 hours)' },
    ],
    oauth: {
      redirectUri: 'http://127.0.0.1:5173/integrations/social/x',
      consent: async (authorizationUrl) => {
        const answer = await fetch(authorizationUrl, { redirect: 'manual' });
        return new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
      },
    },
    peer: {
      createdCount: async () => peer.counters.tweetsCreated,
      read: async (result) => {
        const tweet = tweetOf(result.externalId);
        if (!tweet) return null;
        const replies = [...peer.tweets.values()].filter((reply) => reply.inReplyTo);
        return { text: tweet.text, mediaCount: tweet.mediaIds.length, extra: { replies, replySettings: tweet.replySettings } };
      },
      faults: {
        rateLimited: async () => peer.rateLimitNextTweet(600),
        serverError: async () => peer.server.answerNext({ method: 'POST', path: /^\/2\/tweets$/ }, { status: 503, body: { title: 'Service Unavailable', detail: 'Service Unavailable', type: 'about:blank', status: 503 } }),
        rejected: async () => {
          peer.server.answerNext(
            { method: 'POST', path: /^\/2\/tweets$/ },
            { status: 403, body: { detail: 'You are not allowed to create a Tweet with duplicate content.', type: 'about:blank', title: 'Forbidden', status: 403 } },
          );
          return 'You are not allowed to create a Tweet with duplicate content.';
        },
        tokenExpired: async () => peer.expire(account.tokens.accessToken),
        dropAfterAccept: async () => peer.server.dropNext({ method: 'POST', path: /^\/2\/tweets$/ }),
        revoked: async () => peer.revoke(account.tokens.accessToken),
      },
    },
    formats: [
      {
        name: 'thread with a first comment',
        content: { thread: ['second part', 'third part'], firstComment: 'first comment' },
        check: (_post, result) => {
          expect(result.related).toHaveLength(3);
          const [second, third, comment] = (result.related ?? []).map(tweetOf);
          expect(second?.inReplyTo).toBe(result.externalId);
          expect(third?.inReplyTo).toBe(second?.id);
          expect([second?.text, third?.text, comment?.text]).toEqual(['second part', 'third part', 'first comment']);
          expect(comment?.inReplyTo).toBe(third?.id);
        },
      },
      {
        name: 'reply settings and four images',
        content: { settings: { replySettings: 'following' } },
        media: [image, image, image, image],
        check: (post) => {
          expect(post.mediaCount).toBe(4);
          expect(post.extra?.replySettings).toBe('following');
        },
      },
      {
        name: 'an animated GIF (processed upload, polled until ready)',
        content: {},
        media: [gif],
        check: (post) => {
          expect(post.mediaCount).toBe(1);
          expect(peer.server.requests.filter((line) => line === 'GET /2/media/upload').length).toBeGreaterThanOrEqual(2);
        },
      },
    ],
    close: () => peer.close(),
  };
});
