import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { MEDIA_UPLOAD_FIELD, type MediaKind } from '@cadence/contracts';
import { mediaErrors } from './media.errors';
import { extensionOf, kindOf } from './media-probe';

/** An upload written to a temporary file, with what its first bytes say it is. */
export interface ReceivedUpload {
  file: string;
  size: number;
  sha256: string;
  kind: MediaKind;
  mimeType: string;
  /** The name the client gave, cleaned for display. */
  fileName: string;
}

/** Where an upload's bytes come from: a multipart part, or a file fetched from an address. */
export interface UploadSource {
  file: Readable & { truncated?: boolean };
  filename?: string | undefined;
}

/** Bytes file-type reads to recognise a format. */
const SNIFF_BYTES = 4100;

class Refused extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(reason);
  }
}

/**
 * Hashes, counts and sniffs the bytes as they pass: the type is known from the first 4 KB, so a
 * file of a refused type or over its kind's limit stops there, before it is all received.
 */
class UploadGuard extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  type: { kind: MediaKind; mimeType: string } | null = null;
  private head: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly limits: Record<MediaKind, number>) {
    super();
  }

  private async sniff(): Promise<void> {
    const detected = await fileTypeFromBuffer(Buffer.concat(this.head));
    const kind = detected ? kindOf(detected.mime) : null;
    if (!detected || !kind) throw new Refused('type');
    this.type = { kind, mimeType: detected.mime };
    this.head = [];
  }

  private check(): void {
    if (this.type && this.size > this.limits[this.type.kind]) throw new Refused('size');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    const next = async () => {
      if (!this.type) {
        this.head.push(chunk);
        this.headSize += chunk.length;
        if (this.headSize >= SNIFF_BYTES) await this.sniff();
      }
      this.check();
    };
    next().then(() => done(null, chunk), (error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
  }

  override _flush(done: TransformCallback): void {
    const finish = async () => {
      if (this.size === 0) throw new Refused('type');
      if (!this.type) await this.sniff();
      this.check();
    };
    finish().then(() => done(), (error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
  }
}

/** A display name from the client's file name: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined, fallbackExtension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.replace(/\p{Cc}/gu, '').trim() ?? '';
  return (base || `upload.${fallbackExtension}`).slice(0, 255);
}

function tooLarge(limits: Record<MediaKind, number>, kind: MediaKind | undefined) {
  const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;
  const message = kind ? `must be at most ${mb(limits[kind])} for a ${kind}` : `must be at most ${mb(Math.max(...Object.values(limits)))}`;
  return mediaErrors.TOO_LARGE(undefined, [{ field: MEDIA_UPLOAD_FIELD, message }]);
}

/** Streams the one part of a multipart upload (or a fetched file) into `tempDir`, refusing a wrong type or size early. */
export async function receiveUpload(part: UploadSource, tempDir: string, limits: Record<MediaKind, number>): Promise<ReceivedUpload> {
  await mkdir(tempDir, { recursive: true });
  const file = path.join(tempDir, `${randomUUID()}.upload`);
  const guard = new UploadGuard(limits);
  try {
    await pipeline(part.file, guard, createWriteStream(file, { flags: 'wx' }));
    if (part.file.truncated) throw new Refused('size');
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof Refused && error.reason === 'type') {
      throw mediaErrors.TYPE_NOT_ALLOWED(undefined, [{ field: MEDIA_UPLOAD_FIELD, message: 'must be a JPEG, PNG, WebP or GIF image or an MP4, QuickTime or WebM video' }]);
    }
    if ((error instanceof Refused && error.reason === 'size') || part.file.truncated) throw tooLarge(limits, guard.type?.kind);
    throw error;
  }
  if (!guard.type) throw new Error('unreachable: a received upload has a type');
  return {
    file,
    size: guard.size,
    sha256: guard.hash.digest('hex'),
    kind: guard.type.kind,
    mimeType: guard.type.mimeType,
    fileName: cleanFileName(part.filename, extensionOf(guard.type.mimeType)),
  };
}
