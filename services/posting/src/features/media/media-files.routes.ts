import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import Type from 'typebox';
import { getMediaFile, getMediaThumbnail, MEDIA_SIGNED_PATH } from '@cadence/contracts';
import { fileRoute, type HandlerContext } from '@cadence/service-kit';
import { mediaErrors } from './media.errors';
import { parseToken, tokenValid, type MediaVariant } from './media-signing';
import * as repo from './media.repository';
import type { MediaDeps } from './media.service';
import { libraryWorkspace } from './media-access';
import { StorageObjectMissing, type ByteRange } from './storage';
import { markedCopyAsItem } from '../watermarks/watermarks.delivery';

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 120 }) }, { additionalProperties: false });

/** RFC 5987 filename for Content-Disposition, with an ASCII fallback. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

interface SendOptions {
  /** Cache-Control of the answer. */
  cacheControl: string;
}

/**
 * Streams the file or the thumbnail of an item: its sniffed type, nosniff, inline for images and
 * attachment for videos, an ETag from the content hash, and byte ranges for the file (video seeking).
 */
async function sendVariant(deps: MediaDeps, request: FastifyRequest, reply: FastifyReply, row: repo.MediaRow, variant: Exclude<MediaVariant, 'marked'>, options: SendOptions) {
  const key = variant === 'file' ? row.storageKey : row.thumbnailKey;
  if (!key) throw mediaErrors.NOT_FOUND('This media item has no thumbnail');
  const etag = `"${row.sha256}${variant === 'file' ? '' : '-t'}"`;
  const type = variant === 'file' ? row.mimeType : 'image/webp';
  reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', options.cacheControl)
    .header('etag', etag)
    .header('content-disposition', disposition(variant === 'thumbnail' || row.kind !== 'video' ? 'inline' : 'attachment', variant === 'file' ? row.name : `${row.name}.webp`));
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  let range: ByteRange | undefined;
  if (variant === 'file') {
    reply.header('accept-ranges', 'bytes');
    const header = request.headers.range;
    if (header) {
      const ranges = parseRange(row.sizeBytes, header, { combine: true });
      if (ranges === -1) return reply.status(416).header('content-range', `bytes */${row.sizeBytes}`).send();
      if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) range = { start: ranges[0].start, end: ranges[0].end };
    }
  }
  try {
    const body = await deps.storage.get(key, range);
    if (range) {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${row.sizeBytes}`).header('content-length', range.end - range.start + 1);
    } else if (variant === 'file') {
      reply.header('content-length', row.sizeBytes);
    }
    return reply.send(body);
  } catch (error) {
    if (error instanceof StorageObjectMissing) throw mediaErrors.NOT_FOUND('The file of this media item is missing');
    throw error;
  }
}

export function mediaFileRoutes(app: FastifyInstance, deps: MediaDeps): void {
  const withToken = (variant: Exclude<MediaVariant, 'marked'>) => async ({ request, reply, principal }: HandlerContext<typeof getMediaFile | typeof getMediaThumbnail>) => {
    const workspaceId = libraryWorkspace(principal);
    const row = await repo.findItem(deps.db, workspaceId, request.params.id);
    if (!row) throw mediaErrors.NOT_FOUND();
    return sendVariant(deps, request, reply, row, variant, { cacheControl: 'private, max-age=3600' });
  };
  fileRoute(app, getMediaFile, withToken('file'));
  fileRoute(app, getMediaThumbnail, withToken('thumbnail'));

  // For <img>/<video> tags and for networks that pull media by URL: no token, an HMAC signature
  // over the item, its workspace, the variant and the expiry.
  app.get<{ Params: { token: string } }>(
    `${MEDIA_SIGNED_PATH}/:token`,
    { schema: { summary: 'A media file or thumbnail by signed, expiring URL (no token)', tags: ['media'], params: TokenParams } },
    async (request, reply) => {
      const token = parseToken(request.params.token);
      if (!token) throw mediaErrors.LINK_INVALID();
      // A marked copy is served as the file of an item whose bytes are the copy's.
      const row = token.variant === 'marked' ? await markedCopyAsItem(deps.db, token.id) : await repo.findItemById(deps.db, token.id);
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (!row || !tokenValid(await deps.signingKey(), row.workspaceId, token, nowSeconds)) throw mediaErrors.LINK_INVALID();
      const maxAge = Math.max(0, Math.min(token.expiresAt - nowSeconds, 86_400));
      return sendVariant(deps, request, reply, row, token.variant === 'thumbnail' ? 'thumbnail' : 'file', { cacheControl: `private, max-age=${maxAge}, immutable` });
    },
  );
}
