import type { MediaFile } from '../provider';
import { TransientError } from '../provider-errors';

/** A multipart/form-data body: text fields, then files (fetch sets the boundary). */
export function multipartBody(fields: Record<string, string>, files: readonly { name: string; fileName: string; mimeType: string; bytes: Buffer }[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
  return form;
}

/**
 * Sends a file in chunks, one after the other (X APPEND, YouTube resumable, TikTok chunks):
 * `send` receives each chunk with its index and byte range.
 */
export async function uploadInChunks(
  bytes: Buffer,
  chunkSize: number,
  send: (chunk: { index: number; start: number; end: number; bytes: Buffer }) => Promise<void>,
): Promise<number> {
  let index = 0;
  for (let start = 0; start < bytes.length || (start === 0 && bytes.length === 0); start += chunkSize) {
    const end = Math.min(start + chunkSize, bytes.length);
    await send({ index, start, end, bytes: bytes.subarray(start, end) });
    index++;
    if (bytes.length === 0) break;
  }
  return index;
}

/**
 * Asks `check` until it returns a value, pausing `intervalMs` (or what the network asks for)
 * between asks; past the deadline the attempt fails as transient (the media is still processing).
 */
export async function pollUntil<T>(options: {
  check: () => Promise<{ done: true; value: T } | { done: false; retryAfterMs?: number }>;
  intervalMs: number;
  timeoutMs: number;
  what: string;
}): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const result = await options.check();
    if (result.done) return result.value;
    if (Date.now() >= deadline) throw new TransientError(`${options.what} was not ready in ${Math.round(options.timeoutMs / 1000)} s.`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(result.retryAfterMs ?? options.intervalMs, Math.max(0, deadline - Date.now()))));
  }
}

/** The media's bytes with its details, read once per publish attempt. */
export async function readMedia(media: readonly MediaFile[]): Promise<{ file: MediaFile; bytes: Buffer }[]> {
  return Promise.all(media.map(async (file) => ({ file, bytes: await file.read() })));
}
