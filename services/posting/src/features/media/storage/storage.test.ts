import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import { StorageObjectMissing, type MediaStorage } from './storage';

let dir: string;
let server: S3rver;
let endpoint: string;
const BUCKET = 'cadence-media';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cadence-storage-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3') });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  client.destroy();
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const stores: [string, () => MediaStorage][] = [
  ['disk', () => diskStorage(path.join(dir, 'disk'))],
  [
    's3 (s3rver)',
    () => s3Storage({ bucket: BUCKET, region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }),
  ],
];

describe.each(stores)('%s storage', (_name, make) => {
  it('puts a file and bytes, reads them whole and by range, and deletes them', async () => {
    const storage = make();
    const source = path.join(dir, `source-${storage.kind}.bin`);
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));
    await writeFile(source, bytes);
    const key = '7/0b7f4c1e-8a3d-4f5e-9b2a-1c2d3e4f5a6b.png';
    const thumbnailKey = '7/0b7f4c1e-8a3d-4f5e-9b2a-1c2d3e4f5a6b.thumb.webp';
    await storage.put(key, { file: source, size: bytes.length }, 'image/png');
    await storage.put(thumbnailKey, Buffer.from('thumbnail'), 'image/webp');

    expect(await buffer(await storage.get(key))).toEqual(bytes);
    expect(await buffer(await storage.get(key, { start: 100, end: 199 }))).toEqual(bytes.subarray(100, 200));
    expect((await buffer(await storage.get(thumbnailKey))).toString()).toBe('thumbnail');

    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageObjectMissing);
    await storage.delete(key);
  });

  it('refuses keys the library would not make', async () => {
    const storage = make();
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Not a media storage key/);
    await expect(storage.get('7/../../etc/passwd')).rejects.toThrow(/Not a media storage key/);
  });
});
