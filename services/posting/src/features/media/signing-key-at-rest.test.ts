import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaUploadResult } from '@cadence/contracts';
import { loadSecretBox } from '@cadence/service-kit';
import { body, image, startMedia, type MediaHarness } from './media-test-kit';
import { loadSigningKey, signToken } from './media-signing';
import { mediaKeys } from './media.tables';

const run = promisify(execFile);
let h: MediaHarness;
beforeAll(async () => {
  h = await startMedia();
});
afterAll(() => h?.close());

describe('the media signing key at rest', () => {
  it('is stored encrypted: a database dump does not hold it, and it still signs the links', async () => {
    const token = h.token(31);
    const uploaded = await h.upload(token, await image('png', 12, 12, 3), 'kept.png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = body<MediaUploadResult>(uploaded).data.item;
    const key = await loadSigningKey(h.db, undefined, loadSecretBox(h.test.platform.config));
    const { stdout: dump } = await run('pg_dump', ['--no-owner', '--schema=posting', h.test.database.url], { maxBuffer: 64 * 1024 * 1024 });
    expect(dump).toContain('media_keys');
    expect(dump).not.toContain(key.toString('base64url'));
    const link = signToken(key, 31, { id: item.id, variant: 'file', expiresAt: Math.floor(Date.now() / 1000) + 60 });
    expect((await h.request('GET', `/api/media/signed/${link}`)).statusCode).toBe(200);
  });

  it('encrypts a key stored in clear before, keeping its value', async () => {
    const box = loadSecretBox(h.test.platform.config);
    const before = await loadSigningKey(h.db, undefined, box);
    await h.db.update(mediaKeys).set({ secret: before.toString('base64url') }).where(eq(mediaKeys.name, 'signed-url'));
    expect((await loadSigningKey(h.db, undefined, box)).equals(before)).toBe(true);
    const [row] = await h.db.select({ secret: mediaKeys.secret }).from(mediaKeys).where(eq(mediaKeys.name, 'signed-url'));
    expect(row?.secret.startsWith('v1.')).toBe(true);
    expect(row?.secret).not.toContain(before.toString('base64url'));
  });
});
