import Type, { type Static } from 'typebox';
import { defineEndpoint, FileAnswer } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { ListQuery } from '../list-query';
import { PostStatusSchema } from './account-types';

/** Stable codes of the media library's errors. */
export const MEDIA_ERROR_CODES = {
  /** 404: no media item with this id in the caller's workspace. */
  NOT_FOUND: 'POSTING_MEDIA_NOT_FOUND',
  /** 404: no folder with this id in the caller's workspace. */
  FOLDER_NOT_FOUND: 'POSTING_MEDIA_FOLDER_NOT_FOUND',
  /** 409: a folder of this name already exists beside it. */
  FOLDER_NAME_TAKEN: 'POSTING_MEDIA_FOLDER_NAME_TAKEN',
  /** 400: folders nest one level (a folder inside a folder that is already inside one). */
  FOLDER_TOO_DEEP: 'POSTING_MEDIA_FOLDER_TOO_DEEP',
  /** 400: the upload is missing, empty or is not one file in the field `file`. */
  UPLOAD_INVALID: 'POSTING_MEDIA_UPLOAD_INVALID',
  /** 415: the content is not one of MEDIA_MIME_TYPES (sniffed from the bytes, not the name). */
  TYPE_NOT_ALLOWED: 'POSTING_MEDIA_TYPE_NOT_ALLOWED',
  /** 413: the file is over the size limit of its kind (see GET /api/media/limits). */
  TOO_LARGE: 'POSTING_MEDIA_TOO_LARGE',
  /** 400: the image or video declares more pixels than allowed, or cannot be read. */
  UNREADABLE: 'POSTING_MEDIA_UNREADABLE',
  /** 409: a scheduled (or publishing) post uses the item; change or delete that post first. */
  IN_USE: 'POSTING_MEDIA_IN_USE',
} as const;

/** What the library stores, as kinds; a GIF is its own kind because networks limit it apart. */
export const MEDIA_KINDS = ['image', 'video', 'gif'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MediaKindSchema = StringEnum(MEDIA_KINDS);

/** Accepted content types per kind (the server sniffs the bytes; names and headers are ignored). */
export const MEDIA_MIME_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  gif: ['image/gif'],
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
} as const satisfies Record<MediaKind, readonly string[]>;

/** Every accepted content type, for an `accept` attribute. */
export const MEDIA_ACCEPT = [...MEDIA_MIME_TYPES.image, ...MEDIA_MIME_TYPES.gif, ...MEDIA_MIME_TYPES.video] as const;

/** The multipart field of an upload. */
export const MEDIA_UPLOAD_FIELD = 'file';

const MediaName = Type.String({ minLength: 1, maxLength: 255 });
const AltText = Type.String({ maxLength: 1500 });
const Tag = Type.String({ minLength: 1, maxLength: 40, pattern: '^[^,\\s](?:[^,]*[^,\\s])?$' });
const Tags = Type.Array(Tag, { maxItems: 20, uniqueItems: true });
const FolderName = Type.String({ minLength: 1, maxLength: 80 });
/** A folder id, or null for the library's top level. */
const FolderRef = Type.Union([Id, Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

export const MediaItem = Type.Object({
  id: Id,
  workspaceId: Id,
  folderId: FolderRef,
  name: Type.String(),
  altText: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  kind: MediaKindSchema,
  mimeType: Type.String(),
  sizeBytes: Count,
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  durationSeconds: Type.Union([Type.Number(), Type.Null()]),
  /** Hex SHA-256 of the bytes; one workspace keeps one item per content. */
  sha256: Type.String(),
  /** A signed URL of the file that works without a token (for <img>/<video>); it expires. */
  url: Type.String(),
  /** A signed URL of the WebP thumbnail (images) or poster frame (videos); null when there is none. */
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  /** When `url` and `thumbnailUrl` stop working. */
  urlExpiresAt: IsoDate,
  /** Posts that use the item (any status). */
  usageCount: Count,
  uploadedBy: Id,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type MediaItem = Static<typeof MediaItem>;

/** What an upload answers: the item, and whether it was already in the library (same bytes). */
export const MediaUploadResult = Type.Object({
  item: MediaItem,
  duplicate: Type.Boolean(),
});
export type MediaUploadResult = Static<typeof MediaUploadResult>;

export const MediaFolder = Type.Object({
  id: Id,
  name: Type.String(),
  /** The enclosing folder; null at the top level. Folders nest one level. */
  parentId: FolderRef,
  itemCount: Count,
  createdAt: IsoDate,
});
export type MediaFolder = Static<typeof MediaFolder>;

export const MediaTagCount = Type.Object({ tag: Type.String(), count: Count });
export type MediaTagCount = Static<typeof MediaTagCount>;

/** One post that uses a media item. */
export const MediaUsage = Type.Object({
  postId: Id,
  status: PostStatusSchema,
  scheduledAt: Type.Union([IsoDate, Type.Null()]),
  /** The start of the post's text. */
  excerpt: Type.String(),
  /** Whether this use stops a delete (scheduled or publishing posts). */
  blocksDelete: Type.Boolean(),
});
export type MediaUsage = Static<typeof MediaUsage>;

/** The upload limits of this server (set by its environment). */
export const MediaLimits = Type.Object({
  maxBytes: Type.Object({ image: Count, gif: Count, video: Count }),
  maxPixels: Count,
  mimeTypes: Type.Object({ image: Type.Array(Type.String()), gif: Type.Array(Type.String()), video: Type.Array(Type.String()) }),
  /** Whether videos get a poster frame (ffmpeg present on the server). */
  videoPosters: Type.Boolean(),
});
export type MediaLimits = Static<typeof MediaLimits>;

/**
 * The library list. `folderId` selects one folder (0: the top level only; absent: everywhere),
 * `tag` items carrying that tag, `kind` one kind; `search` matches the name, alt text and tags.
 */
export const MediaListQuery = ListQuery({
  orderBy: ['id', 'name', 'createdAt', 'sizeBytes'],
  defaultLimit: 24,
  filters: {
    kind: Type.Optional(MediaKindSchema),
    folderId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    tag: Type.Optional(Tag),
  },
});
export type MediaListQuery = Static<typeof MediaListQuery>;

export const MediaUploadQuery = Strict({
  /** The folder the new item goes into; the top level when absent. */
  folderId: Type.Optional(Id),
});
export type MediaUploadQuery = Static<typeof MediaUploadQuery>;

/** Rename, describe, tag or move one item; `folderId: null` moves it to the top level. */
export const UpdateMediaBody = Strict({
  name: Type.Optional(MediaName),
  altText: Type.Optional(Type.Union([AltText, Type.Null()])),
  tags: Type.Optional(Tags),
  folderId: Type.Optional(FolderRef),
});
export type UpdateMediaBody = Static<typeof UpdateMediaBody>;

const MediaIds = Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true });

export const MoveMediaBody = Strict({ ids: MediaIds, folderId: FolderRef });
export type MoveMediaBody = Static<typeof MoveMediaBody>;

export const DeleteMediaBody = Strict({ ids: MediaIds });
export type DeleteMediaBody = Static<typeof DeleteMediaBody>;

/** What a delete did: the items removed and the drafts they were taken out of. */
export const MediaDeleteResult = Type.Object({
  deletedIds: Type.Array(Id),
  /** Draft (or not-approved) posts that lost these items. */
  detachedFromPostIds: Type.Array(Id),
});
export type MediaDeleteResult = Static<typeof MediaDeleteResult>;

export const MediaBulkResult = Type.Object({ updated: Count });
export type MediaBulkResult = Static<typeof MediaBulkResult>;

export const CreateMediaFolderBody = Strict({ name: FolderName, parentId: Type.Optional(FolderRef) });
export type CreateMediaFolderBody = Static<typeof CreateMediaFolderBody>;

export const UpdateMediaFolderBody = Strict({ name: Type.Optional(FolderName), parentId: Type.Optional(FolderRef) });
export type UpdateMediaFolderBody = Static<typeof UpdateMediaFolderBody>;

/** Where the media library's HTTP surface lives. */
export const MEDIA_BASE_PATH = '/api/media';

/** The bytes of a media item with a bearer token (not enveloped; byte ranges for videos). */
export const getMediaFile = defineEndpoint({
  method: 'GET',
  path: '/api/media/:id/file',
  summary: 'The bytes of a media item (bearer token)',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.members,
  params: IdParams,
  response: FileAnswer,
  file: true,
});

export const getMediaThumbnail = defineEndpoint({
  method: 'GET',
  path: '/api/media/:id/thumbnail',
  summary: 'The WebP thumbnail or poster frame of a media item (bearer token)',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.members,
  params: IdParams,
  response: FileAnswer,
  file: true,
});

export const getMediaLimits = defineEndpoint({
  method: 'GET',
  path: '/api/media/limits',
  summary: 'Upload limits of this server: size per kind, pixels, accepted types',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.members,
  response: MediaLimits,
});

/** Needs ManageMediaLibrary or Composer (the composer's picker lists the library). */
export const listMedia = defineEndpoint({
  method: 'GET',
  path: '/api/media',
  summary: "The workspace's media library (filters kind, folderId, tag; search by name, alt text or tag); needs ManageMediaLibrary or Composer",
  tags: ['media'],
  auth: 'user',
  roles: ROLES.members,
  query: MediaListQuery,
  response: MediaItem,
  paged: true,
});

/** Needs ManageMediaLibrary or Composer. */
export const getMedia = defineEndpoint({
  method: 'GET',
  path: '/api/media/:id',
  summary: 'One media item; needs ManageMediaLibrary or Composer',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.members,
  params: IdParams,
  response: MediaItem,
});

/**
 * multipart/form-data with one file in the field `file`; needs ManageMediaLibrary or Composer.
 * Answers 201 with the new item, or 200 with the existing one when the same bytes are already
 * in the workspace's library (`duplicate: true`).
 */
export const uploadMedia = defineEndpoint({
  method: 'POST',
  path: '/api/media',
  summary: 'Upload one image or video (multipart field "file"); same bytes answer the existing item; needs ManageMediaLibrary or Composer',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.writers,
  status: 201,
  query: MediaUploadQuery,
  response: MediaUploadResult,
});

export const updateMedia = defineEndpoint({
  method: 'PATCH',
  path: '/api/media/:id',
  summary: 'Rename, set the alt text, tag or move one item',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'ManageMediaLibrary',
  params: IdParams,
  body: UpdateMediaBody,
  response: MediaItem,
});

export const deleteMedia = defineEndpoint({
  method: 'DELETE',
  path: '/api/media/:id',
  summary: 'Delete one item (409 while a scheduled post uses it; drafts lose it)',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'ManageMediaLibrary',
  params: IdParams,
  response: MediaDeleteResult,
});

export const moveMedia = defineEndpoint({
  method: 'POST',
  path: '/api/media/bulk/move',
  summary: 'Move several items into a folder (or the top level)',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'ManageMediaLibrary',
  body: MoveMediaBody,
  response: MediaBulkResult,
});

export const deleteMediaBulk = defineEndpoint({
  method: 'POST',
  path: '/api/media/bulk/delete',
  summary: 'Delete several items, all or none (409 while a scheduled post uses any of them)',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'ManageMediaLibrary',
  body: DeleteMediaBody,
  response: MediaDeleteResult,
});

/** Needs ManageMediaLibrary or Composer. */
export const listMediaUsages = defineEndpoint({
  method: 'GET',
  path: '/api/media/:id/usages',
  summary: 'The posts that use an item ("where used"), newest first; needs ManageMediaLibrary or Composer',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.members,
  params: IdParams,
  response: Type.Array(MediaUsage),
});

/** Needs ManageMediaLibrary or Composer. */
export const listMediaFolders = defineEndpoint({
  method: 'GET',
  path: '/api/media/folders',
  summary: "The workspace's media folders with their item counts; needs ManageMediaLibrary or Composer",
  tags: ['media'],
  auth: 'user',
  roles: ROLES.members,
  response: Type.Array(MediaFolder),
});

export const createMediaFolder = defineEndpoint({
  method: 'POST',
  path: '/api/media/folders',
  summary: 'Create a folder (at the top level or inside a top-level folder)',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'ManageMediaLibrary',
  status: 201,
  body: CreateMediaFolderBody,
  response: MediaFolder,
});

export const updateMediaFolder = defineEndpoint({
  method: 'PATCH',
  path: '/api/media/folders/:id',
  summary: 'Rename or move a folder',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'ManageMediaLibrary',
  params: IdParams,
  body: UpdateMediaFolderBody,
  response: MediaFolder,
});

export const deleteMediaFolder = defineEndpoint({
  method: 'DELETE',
  path: '/api/media/folders/:id',
  summary: 'Delete a folder and its sub-folders; their items move up to where the folder was',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'ManageMediaLibrary',
  params: IdParams,
  response: MediaFolder,
});

/** Needs ManageMediaLibrary or Composer. */
export const listMediaTags = defineEndpoint({
  method: 'GET',
  path: '/api/media/tags',
  summary: 'Tags in use in the workspace with how many items carry each; needs ManageMediaLibrary or Composer',
  tags: ['media'],
  auth: 'user',
  roles: ROLES.members,
  response: Type.Array(MediaTagCount),
});

/**
 * Raw bytes (not JSON), with a bearer token: GET /api/media/:id/file and
 * /api/media/:id/thumbnail. Without a token (img/video tags, networks that pull media by URL):
 * the signed URLs in MediaItem.url / thumbnailUrl under /api/media/signed/.
 */
export const MEDIA_SIGNED_PATH = '/api/media/signed';
