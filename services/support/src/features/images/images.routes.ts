import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { IdParams, SUPPORT_UPLOAD_FIELD, uploadSupportImage } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { authenticate, requirePermission, route } from '@cadence/service-kit';
import { imageFor } from '../tickets/tickets.service';
import { imageErrors } from './images.errors';
import * as images from './images.service';

/** Image uploads for tickets and replies, and their bytes for those who may see them. */
export async function imageRoutes(app: FastifyInstance, deps: { db: Database; maxBytes: number }): Promise<void> {
  const { db, maxBytes } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 1 } });
    route(
      scope,
      uploadSupportImage,
      async ({ request, principal }) => {
        const invalid = () => imageErrors.UPLOAD_INVALID(undefined, [{ field: SUPPORT_UPLOAD_FIELD, message: 'is required: one image' }]);
        if (!request.isMultipart()) throw invalid();
        const part = await request.file();
        if (!part || part.fieldname !== SUPPORT_UPLOAD_FIELD) throw invalid();
        return images.upload(db, principal, part, maxBytes);
      },
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
