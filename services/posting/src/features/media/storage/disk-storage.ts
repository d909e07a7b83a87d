import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, StorageObjectMissing, type ByteRange, type MediaStorage } from './storage';

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'ENOENT';
}

/** Files under one folder (DATA_DIR/media); a file appears whole or not at all (write, then rename). */
export function diskStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  return {
    kind: 'disk',
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.part`;
      try {
        if (Buffer.isBuffer(source)) await writeFile(partial, source);
        else await copyFile(source.file, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange): Promise<Readable> {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (isMissing(error)) throw new StorageObjectMissing(key);
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
