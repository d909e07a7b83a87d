import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  MEDIA_MIME_TYPES,
  MEDIA_UPLOAD_FIELD,
  createMediaFolder,
  deleteMedia,
  deleteMediaBulk,
  deleteMediaFolder,
  getMedia,
  getMediaLimits,
  listMedia,
  listMediaFolders,
  listMediaTags,
  listMediaUsages,
  moveMedia,
  updateMedia,
  updateMediaFolder,
  uploadMedia,
} from '@cadence/contracts';
import { listRoute, requireWorkspace, route } from '@cadence/service-kit';
import { libraryWorkspace } from './media-access';
import { mediaDepsOf, type MediaContext } from './media.deps';
import { mediaErrors } from './media.errors';
import { mediaFileRoutes } from './media-files.routes';
import { withFilePart } from './multipart-file';
import * as foldersService from './media-folders.service';
import * as media from './media.service';
import { ffmpegAvailable } from './video-poster';

/** The library's 400 for a body that is not one readable file in the field "file". */
function uploadInvalid(message: string) {
  return mediaErrors.UPLOAD_INVALID(message, [{ field: MEDIA_UPLOAD_FIELD, message: 'is required: one file' }]);
}

/** The media library: upload, list, organise, delete; files served by media-files.routes.ts. */
export async function mediaRoutes(app: FastifyInstance, context: MediaContext): Promise<void> {
  const deps = mediaDepsOf(context);
  const maxUpload = Math.max(...Object.values(deps.limits));
  let posters: Promise<boolean> | undefined;

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxUpload + 1, files: 1, fields: 0, parts: 1 } });

    route(scope, getMediaLimits, async ({ principal }) => {
      libraryWorkspace(principal);
      posters ??= ffmpegAvailable(deps.ffmpegPath);
      return {
        maxBytes: deps.limits,
        maxPixels: deps.maxPixels,
        mimeTypes: { image: [...MEDIA_MIME_TYPES.image], gif: [...MEDIA_MIME_TYPES.gif], video: [...MEDIA_MIME_TYPES.video] },
        videoPosters: await posters,
      };
    });
    listRoute(scope, listMedia, ({ request, principal }) => media.listMedia(deps, libraryWorkspace(principal), request.query));
    route(scope, getMedia, ({ request, principal }) => media.getMedia(deps, libraryWorkspace(principal), request.params.id));
    route(
      scope,
      uploadMedia,
      async ({ request, reply, principal }) => {
        const workspaceId = libraryWorkspace(principal);
        return withFilePart(request, reply, { field: MEDIA_UPLOAD_FIELD, fileSize: maxUpload + 1, invalid: uploadInvalid }, (part) =>
          media.uploadMedia(deps, { userId: principal.userId, workspaceId }, part, request.query.folderId),
        );
      },
      { message: 'Uploaded', rateLimit: { max: 120, timeWindow: 60_000 } },
    );
    route(scope, updateMedia, ({ request, principal }) => media.updateMedia(deps, requireWorkspace(principal), request.params.id, request.body));
    route(scope, deleteMedia, ({ request, principal }) => media.deleteMedia(deps, requireWorkspace(principal), [request.params.id]));
    route(scope, moveMedia, ({ request, principal }) => media.moveMedia(deps, requireWorkspace(principal), request.body), { message: 'Moved' });
    route(scope, deleteMediaBulk, ({ request, principal }) => media.deleteMedia(deps, requireWorkspace(principal), request.body.ids), { message: 'Deleted' });
    route(scope, listMediaUsages, ({ request, principal }) => media.usagesOf(deps, libraryWorkspace(principal), request.params.id));
    route(scope, listMediaTags, ({ principal }) => media.tagCounts(deps, libraryWorkspace(principal)));

    route(scope, listMediaFolders, ({ principal }) => foldersService.listFolders(deps.db, libraryWorkspace(principal)));
    route(scope, createMediaFolder, ({ request, principal }) => foldersService.createFolder(deps.db, requireWorkspace(principal), request.body));
    route(scope, updateMediaFolder, ({ request, principal }) => foldersService.updateFolder(deps.db, requireWorkspace(principal), request.params.id, request.body));
    route(scope, deleteMediaFolder, ({ request, principal }) => foldersService.deleteFolder(deps.db, requireWorkspace(principal), request.params.id));

    mediaFileRoutes(scope, deps);
  });
}
