import { createServer, type Server } from 'node:http';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER } from '@cadence/contracts';
import { importLiveRecording } from './live-recordings';
import { mediaDepsOf } from './media.deps';
import type { MediaConfig } from './media.config';
import { startMedia, type MediaHarness } from './media-test-kit';

const clip = fileURLToPath(new URL('./test-fixtures/clip.mp4', import.meta.url));
const TOKEN = 'internal-token-of-this-install-0123456789abcdef';
let media: MediaHarness;
let small: MediaHarness;
let live: Server;
let liveUrl: string;

const depsOf = (harness: MediaHarness) => mediaDepsOf({ db: harness.db, config: harness.test.platform.config as unknown as MediaConfig, log: harness.test.platform.app.log });
const dataDir = (harness: MediaHarness) => (harness.test.platform.config as unknown as { DATA_DIR: string }).DATA_DIR;

/** A recording as the live service leaves it under DATA_DIR. */
async function recording(harness: MediaHarness, name: string): Promise<string> {
  const relative = path.join('live', 'recordings', name);
  await mkdir(path.dirname(path.join(dataDir(harness), relative)), { recursive: true });
  await copyFile(clip, path.join(dataDir(harness), relative));
  return relative;
}

const ready = (workspaceId: number, file: string, recordingId = 1) => ({
  recordingId,
  eventId: 1,
  workspaceId,
  userId: workspaceId * 10,
  fileName: 'Bread at dawn.mp4',
  mimeType: 'video/mp4',
  sizeBytes: 1,
  file,
  downloadPath: `/internal/live/recordings/${recordingId}/file`,
});

beforeAll(async () => {
  media = await startMedia();
  small = await startMedia({ MEDIA_MAX_VIDEO_BYTES: '2048' });
  const bytes = await readFile(clip);
  // The live service's internal download, as distributed mode reaches it.
  live = createServer((request, response) => {
    if (request.headers[INTERNAL_TOKEN_HEADER] !== TOKEN) return void response.writeHead(401).end();
    if (!request.url?.startsWith('/internal/live/recordings/7/file?workspace_id=')) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(bytes.length) }).end(bytes);
  });
  await new Promise<void>((resolve) => live.listen(0, '127.0.0.1', resolve));
  const address = live.address();
  liveUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await media?.close();
  await small?.close();
  await new Promise((resolve) => live?.close(resolve));
});

describe('a live recording into the media library', () => {
  it('goes through the upload checks as the asking member’s video, once for the same bytes', async () => {
    const file = await recording(media, '41/recording.mp4');
    const source = { DATA_DIR: dataDir(media) };
    const first = await importLiveRecording(depsOf(media), source, ready(410, file));
    expect(first).toMatchObject({ mediaId: expect.any(Number), error: null });
    const item = await media.request('GET', `/api/media/${first.mediaId}`, { token: media.token(410) });
    expect(item.json().data).toMatchObject({ kind: 'video', mimeType: 'video/mp4', name: 'Bread at dawn.mp4' });
    expect(await importLiveRecording(depsOf(media), source, ready(410, file))).toEqual(first);
    expect((await media.request('GET', `/api/media/${first.mediaId}`, { token: media.token(411) })).statusCode).toBe(404);
  });

  it('answers why the library refused it: too large, not a recording’s path, gone', async () => {
    const file = await recording(small, '42/recording.mp4');
    const tooLarge = await importLiveRecording(depsOf(small), { DATA_DIR: dataDir(small) }, ready(420, file));
    expect(tooLarge.mediaId).toBeNull();
    expect(tooLarge.error).toMatch(/larger/);
    const source = { DATA_DIR: dataDir(media) };
    expect(await importLiveRecording(depsOf(media), source, ready(421, '../../etc/passwd'))).toEqual({ mediaId: null, error: 'The recording’s path is not a live recording' });
    expect(await importLiveRecording(depsOf(media), source, ready(421, 'media/incoming/x.mp4'))).toMatchObject({ mediaId: null });
    expect((await importLiveRecording(depsOf(media), source, ready(421, 'live/recordings/none.mp4'))).error).toMatch(/not on this server’s disk/);
  });

  it('is read from the live service’s internal download in distributed mode', async () => {
    const source = { DATA_DIR: dataDir(media), LIVE_INTERNAL_URL: liveUrl, INTERNAL_TOKEN: TOKEN };
    const imported = await importLiveRecording(depsOf(media), source, ready(430, 'live/recordings/elsewhere.mp4', 7));
    expect(imported).toMatchObject({ mediaId: expect.any(Number), error: null });
    expect((await importLiveRecording(depsOf(media), source, ready(430, 'x', 8))).error).toBe('The recording is no longer on the live service');
    // Another token is not the live service's: an error the consumer retries.
    await expect(importLiveRecording(depsOf(media), { ...source, INTERNAL_TOKEN: 'another-install-token-0123456789abcdef' }, ready(430, 'x', 7))).rejects.toThrow(/401/);
  });
});
