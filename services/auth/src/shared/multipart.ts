import type { FastifyRequest } from 'fastify';
import { AppError } from '@cadence/service-kit';

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined);

/** The plugin's limit errors: a second file, a field or a part beside the one file asked for. */
const EXTRA_PARTS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads the one file part of a multipart upload. A request that is not multipart, has no such
 * part, has another part beside it, or cannot be parsed at all (no boundary, a broken header, a
 * body cut short) is the caller's mistake: 400 with a field error on `field` from `invalid`,
 * never a 500. Over `maxBytes`: `tooLarge`.
 */
export async function readSingleFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; invalid: (message: string) => AppError; tooLarge: () => AppError },
): Promise<Buffer> {
  const missing = () => options.invalid('is required: one image file');
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 0, parts: 1 } });
    if (!part || part.fieldname !== options.field) throw missing();
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    if (typeof code === 'string' && EXTRA_PARTS.has(code)) throw options.invalid('send one image file and nothing else');
    // Anything else the parser throws is about the request's bytes (busboy's "Malformed part
    // header", "Unexpected end of form", a missing boundary, a premature close).
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw options.invalid('is not a readable multipart/form-data upload');
  }
}
