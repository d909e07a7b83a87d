import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { MediaItem, MediaUploadResult } from '@cadence/contracts';
import { body, fixture, image, startMedia, type MediaHarness } from './media-test-kit';

const BUCKET = 'cadence-library';
let dir: string;
let server: S3rver;
let client: S3Client;
let h: MediaHarness;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cadence-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  h = await startMedia({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
});
afterAll(async () => {
  await h?.close();
  client?.destroy();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function keysInBucket(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

it('stores uploads and thumbnails in the S3 bucket, serves them from there and deletes them there', async () => {
  const token = h.token(5);
  const png = await image('png', 300, 200, 21);
  const upload = await h.upload(token, png, 'in-s3.png');
  expect(upload.statusCode).toBe(201);
  const item = body<MediaUploadResult>(upload).data.item;
  const keys = await keysInBucket();
  expect(keys).toHaveLength(2);
  expect(keys.every((key) => key.startsWith('5/'))).toBe(true);

  const file = await h.request('GET', item.url);
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload).toEqual(png);
  expect((await h.request('GET', item.thumbnailUrl ?? '')).headers['content-type']).toBe('image/webp');

  const video = body<MediaUploadResult>(await h.upload(token, await fixture('clip.webm'), 'clip.webm')).data.item;
  const range = await h.request('GET', video.url, { headers: { range: 'bytes=4-11' } });
  expect(range.statusCode).toBe(206);
  expect(range.rawPayload).toEqual((await fixture('clip.webm')).subarray(4, 12));

  expect((await h.request('DELETE', `/api/media/${item.id}`, { token })).statusCode).toBe(200);
  const left = await keysInBucket();
  expect(left.some((key) => keys.includes(key))).toBe(false);
  const list = body<MediaItem[]>(await h.request('GET', '/api/media', { token })).data;
  expect(list.map((entry) => entry.id)).toEqual([video.id]);
});
