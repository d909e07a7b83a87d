import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { IdParams, SUPPORT_UPLOAD_FIELD, uploadSupportImage } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { authenticate, requirePermission, route } from '@cadence/service-kit';
import { imageFor } from '../tickets/tickets.service';
import { imageErrors } from './images.errors';
import * as images from './images.service';

/**
 * The one part of an upload: anything but a well-formed multipart body with one file in the
 * field "file" is a 400 that says so (a body cut short or malformed is the sender's, never a 500).
 */
async function imagePart(request: FastifyRequest): Promise<MultipartFile> {
  const invalid = (message: string) => imageErrors.UPLOAD_INVALID(undefined, [{ field: SUPPORT_UPLOAD_FIELD, message }]);
  if (!request.isMultipart()) throw invalid('is required: one image');
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw images.uploadError(error);
  }
  if (!part || part.fieldname !== SUPPORT_UPLOAD_FIELD) throw invalid('is required: one image');
  return part;
}

/** Image uploads for tickets and replies, and their bytes for those who may see them. */
export async function imageRoutes(app: FastifyInstance, deps: { db: Database; maxBytes: number; maxPixels: number }): Promise<void> {
  const { db, maxBytes, maxPixels } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 1 } });
    route(
      scope,
      uploadSupportImage,
      async ({ request, principal }) => images.upload(db, principal, await imagePart(request), { maxBytes, maxPixels }),
      { message: 'Uploaded', rateLimit: { max: 60, timeWindow: 60_000 } },
    );
  });

  app.get('/api/support/images/:id', { schema: { params: IdParams, hide: true } }, async (request, reply) => {
    const principal = await authenticate(request);
    requirePermission(principal, 'HelpSupportDesk');
    const image = await imageFor(db, principal, (request.params as { id: number }).id);
    if (!image) throw imageErrors.NOT_FOUND();
    return reply
      .header('content-type', image.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline')
      .send(image.bytes);
  });
}
