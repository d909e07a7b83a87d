import type { Readable } from 'node:stream';

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the library's files live: local disk by default, an S3-compatible store when
 * configured. Keys are relative paths made by the library (`<workspace>/<uuid>.<ext>`).
 */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** Stores a local file or bytes under `key`, replacing nothing: keys are never reused. */
  put(key: string, source: { file: string; size: number } | Buffer, contentType: string): Promise<void>;
  /** The bytes of `key` (or of a range of them); StorageObjectMissing when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes `key`; a missing object is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
    this.name = 'StorageObjectMissing';
  }
}

const KEY = /^[0-9]+\/[0-9a-f-]{36}(?:\.thumb)?\.[a-z0-9]{2,5}$/;

/** Refuses any key the library would not have made (no `..`, no absolute paths). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a media storage key: ${key}`);
}
