import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '@cadence/service-kit';
import type { UploadSource } from './media-upload';

export interface FilePartOptions {
  /** The multipart field that must carry the file. */
  field: string;
  /** Bytes busboy lets through for the file (a route's limit + 1, so an over-limit file is seen as truncated). */
  fileSize: number;
  /** False: an over-limit file ends truncated instead of failing the stream (the route says the limit itself). */
  throwFileSizeLimit?: boolean;
  /** The route's 400 for a body that is not one readable file part, with what is wrong with it. */
  invalid: (message: string) => AppError;
}

/** Errors @fastify/multipart raises for parts the route's limits refuse: a field, a second part or file. */
const EXTRA_PARTS = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_PROTO_VIOLATION']);

const MALFORMED = 'is not well-formed multipart/form-data (a missing or wrong boundary, or parts cut short)';

/** What went wrong reading the multipart body, told as the client's mistake. */
function refusalOf(error: unknown, options: FilePartOptions): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && EXTRA_PARTS.has(code)) return options.invalid(`Send one file in the multipart field "${options.field}" and nothing else`);
  return options.invalid(`The request body ${MALFORMED}`);
}

/** The body was not read to its end: a kept-alive connection would take the rest for the next request. */
function closeIfUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) reply.header('connection', 'close');
}

/**
 * The part's bytes as the upload reads them. A failure of the multipart stream itself (the body
 * ends inside the part, or its framing breaks) arrives as the route's 400; the reader stopping
 * (a type or size refused from the first bytes, a disk error) stops the part without blaming it.
 */
function checkedFile(part: MultipartFile, options: FilePartOptions): UploadSource {
  const source = part.file;
  const file = Object.defineProperty(new PassThrough(), 'truncated', { get: () => source.truncated, enumerable: true }) as PassThrough & { truncated?: boolean };
  // The reader may attach itself later (after an await): it finds the error on the destroyed
  // stream then; until it does, this listener keeps the error from being an uncaught one.
  file.on('error', () => undefined);
  source.on('error', (error) => {
    if (!file.destroyed) file.destroy(refusalOf(error, options));
  });
  file.on('close', () => {
    if (!source.readableEnded && !source.destroyed) {
      source.unpipe(file);
      source.destroy();
    }
  });
  if (source.errored) file.destroy(refusalOf(source.errored, options));
  else source.pipe(file);
  return { file, filename: part.filename };
}

/**
 * Runs `use` with the one file of a multipart request. A body that is not well-formed multipart
 * (no boundary or another one, a body cut short inside a part or its headers, a field or a second
 * part instead of the file) is answered with the route's 400, never a 500. When the upload is
 * refused before the whole body was read (a type or size known from the first bytes), the answer
 * closes the connection: the unread rest would otherwise hold a kept-alive connection.
 */
export async function withFilePart<T>(request: FastifyRequest, reply: FastifyReply, options: FilePartOptions, use: (part: UploadSource) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw options.invalid(`Send the file as multipart/form-data in the field "${options.field}"`);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: options.fileSize, files: 1, fields: 0, parts: 1 },
      ...(options.throwFileSizeLimit === undefined ? {} : { throwFileSizeLimit: options.throwFileSizeLimit }),
    });
  } catch (error) {
    // Reading up to the first part only parses the body: whatever fails here is the body's.
    closeIfUnread(request, reply);
    throw refusalOf(error, options);
  }
  try {
    if (!part || part.fieldname !== options.field) throw options.invalid(`Send one file in the multipart field "${options.field}"`);
    return await use(checkedFile(part, options));
  } catch (error) {
    closeIfUnread(request, reply);
    throw error;
  }
}
