import { randomUUID } from 'node:crypto';
import { validateContent, type TargetContent } from '@cadence/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinterestProvider } from '../../src/providers/pinterest/pinterest.provider';
import type { AccountAccess, MediaFile, Provider, PublishRequest } from '../../src/providers/provider';
import { InvalidContentError } from '../../src/providers/provider-errors';
import { runProviderContract } from '../contract-kit/contract-kit';
import { testImage } from '../contract-kit/media';
import { startPinterestPeer, type PinterestPeer } from '../peers/pinterest';

let peer: PinterestPeer;
let image: MediaFile;
let pinterest: Provider;
let account: AccountAccess;

const facts = (media: MediaFile[]) => media.map(({ kind, mimeType, sizeBytes, width, height, durationSeconds }) => ({ kind, mimeType, sizeBytes, width, height, durationSeconds }));

function request(content: Partial<TargetContent> = {}, media: MediaFile[] = [image]): PublishRequest {
  return {
    account,
    content: {
      text: `Seeded rye, crumb and crust ${randomUUID().slice(0, 8)}`,
      media: facts(media),
      settings: { boardId: peer.boardId, title: 'Seeded rye', link: 'https://bakery.example/rye', altText: 'A sliced loaf of seeded rye' },
      ...content,
    },
    media,
    idempotencyKey: randomUUID(),
  };
}

beforeAll(async () => {
  peer = await startPinterestPeer();
  image = await testImage({ width: 200, height: 300 });
  pinterest = pinterestProvider(peer.config());
  account = { accountId: 5, externalId: peer.userId, tokens: peer.grant(), details: { boards: [{ id: peer.boardId, name: 'Breads' }] } };
});

afterAll(async () => {
  await peer?.close();
});

describe('Pinterest adapter against the local API v5', () => {
  it('connects with OAuth (Basic client credentials) and lists the boards for the picker', async () => {
    if (pinterest.connect.method !== 'oauth2') throw new Error('Pinterest connects with OAuth');
    const redirectUri = 'https://app.example/connect/pinterest/callback';
    const consent = await fetch(pinterest.connect.authorizationUrl({ state: 's', redirectUri }), { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await pinterest.connect.exchangeCode({ code, redirectUri });
    expect(tokens.refreshExpiresAt && tokens.refreshExpiresAt.getTime() - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    const [profile] = await pinterest.connect.listProfiles(tokens);
    expect(profile?.externalId).toBe(peer.userId);
    expect(profile?.details).toEqual({
      accountType: 'BUSINESS',
      boards: [
        { id: '549755885175100001', name: 'Breads', privacy: 'PUBLIC' },
        { id: '549755885175100002', name: 'Pastry', privacy: 'PUBLIC' },
        { id: '549755885175100003', name: 'Drafts', privacy: 'SECRET' },
      ],
    });
    await expect(pinterest.connect.exchangeCode({ code, redirectUri })).rejects.toBeInstanceOf(InvalidContentError);
  });

  it('validates: a board is required and must be the account’s, media required, description 800', () => {
    const ok = request().content;
    expect(validateContent('pinterest', ok)).toEqual([]);
    expect(pinterest.validate(ok, account)).toEqual([]);
    expect(validateContent('pinterest', { ...ok, settings: {} }).length).toBeGreaterThan(0);
    expect(validateContent('pinterest', { ...ok, media: [] }).length).toBeGreaterThan(0);
    expect(validateContent('pinterest', { ...ok, text: 'a'.repeat(801) }).map((issue) => issue.code)).toContain('text.tooLong');
    expect(pinterest.validate({ ...ok, settings: { boardId: '42' } }, account).map((issue) => issue.code)).toEqual(['pinterest.unknown_board']);
  });

  it('publishes an image pin with its title, link, alt text and a private marker note', async () => {
    const req = request();
    const result = await pinterest.publish(req);
    expect(result.url).toBe(`https://www.pinterest.com/pin/${result.externalId}/`);
    expect(peer.pins.get(result.externalId)).toMatchObject({
      boardId: peer.boardId,
      title: 'Seeded rye',
      description: req.content.text,
      link: 'https://bakery.example/rye',
      altText: 'A sliced loaf of seeded rye',
      mediaType: 'image',
      imageCount: 1,
    });
  });

  it("carries Pinterest's refusal (unknown board) with its message", async () => {
    const error = await pinterest.publish(request({ settings: { boardId: '123' } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidContentError);
    expect((error as Error).message).toBe('Board not found.');
  });


});

runProviderContract('Pinterest', async () => {
  const kitPeer = await startPinterestPeer();
  const pin = await testImage({ width: 200, height: 300 });
  const mp4 = Buffer.from('fake-mp4-for-pinterest');
  const film: MediaFile = { id: 90, kind: 'video', mimeType: 'video/mp4', sizeBytes: mp4.length, durationSeconds: 12, fileName: 'rye.mp4', publicUrl: 'https://media.example/rye.mp4', read: async () => mp4 };
  const kitAccount: AccountAccess = { accountId: 6, externalId: kitPeer.userId, tokens: kitPeer.grant(), details: { boards: [{ id: kitPeer.boardId, name: 'Breads' }] } };
  const pins = /^\/v5\/pins$/;
  return {
    provider: pinterestProvider(kitPeer.config()),
    account: kitAccount,
    image: pin,
    baseMedia: [pin],
    settings: { boardId: kitPeer.boardId, title: 'Seeded rye' },
    limits: [],
    oauth: {
      redirectUri: 'https://app.example/connect/pinterest/callback',
      consent: async (authorizationUrl) => {
        const answer = await fetch(authorizationUrl, { redirect: 'manual' });
        return new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
      },
    },
    peer: {
      createdCount: async () => kitPeer.counters.pinsCreated,
      read: async (result) => {
        const found = kitPeer.pins.get(result.externalId);
        return found ? { text: found.description ?? '', mediaCount: found.mediaType === 'video' ? 1 : found.imageCount, extra: { mediaType: found.mediaType } } : null;
      },
      faults: {
        rateLimited: async () => {
          kitPeer.rateLimitNext('POST', pins, 120);
          return new Date(Date.now() + 120_000);
        },
        serverError: async () => kitPeer.server.answerNext({ method: 'POST', path: pins }, { status: 503, body: { code: 0, message: 'Service unavailable' } }),
        rejected: async () => {
          kitPeer.server.answerNext({ method: 'POST', path: pins }, { status: 400, body: { code: 1, message: 'Invalid request: the link is blocked.' } });
          return 'Invalid request: the link is blocked.';
        },
        tokenExpired: async () => kitPeer.expire(kitAccount.tokens.accessToken),
        dropAfterAccept: async () => kitPeer.server.dropNext({ method: 'POST', path: pins }),
        revoked: async () => kitPeer.revoke(kitAccount.tokens.accessToken),
      },
    },
    formats: [
      {
        name: 'a carousel of three images',
        content: {},
        media: [pin, pin, pin],
        check: (post) => {
          expect(post.extra?.mediaType).toBe('multiple_images');
          expect(post.mediaCount).toBe(3);
        },
      },
      {
        name: 'a video through the media upload flow',
        content: {},
        media: [film],
        check: (post) => {
          expect(post.extra?.mediaType).toBe('video');
          expect(kitPeer.counters.videosUploaded).toBe(1);
        },
      },
    ],
    close: () => kitPeer.close(),
  };
});
