import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';

export const WATERMARK_ERROR_CODES = {
  /** 404: no watermark with this id in the caller's workspace. */
  NOT_FOUND: 'POSTING_WATERMARK_NOT_FOUND',
  /** 409: the workspace already has a watermark with this name. */
  NAME_TAKEN: 'POSTING_WATERMARK_NAME_TAKEN',
  /** 400 (field mediaId, accountIds or text): an unknown image or account, or a mark with nothing to draw. */
  INVALID: 'COMMON_VALIDATION_FAILED',
} as const;

/** The nine places a mark is anchored to, read as rows then columns. */
export const WATERMARK_POSITIONS = ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];
export const WatermarkPositionSchema = StringEnum(WATERMARK_POSITIONS);

export const WATERMARK_KINDS = ['image', 'text'] as const;
export type WatermarkKind = (typeof WATERMARK_KINDS)[number];

/** Limits of the numbers of a mark (percentages). */
export const WATERMARK_LIMITS = { marginMax: 25, scaleMin: 2, scaleMax: 100, opacityMin: 5, opacityMax: 100, textMax: 120 } as const;

const HexColor = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/**
 * A brand mark of a workspace: an image of its media library or a line of text, drawn on a post's
 * images and videos at publish time. `scale` is the mark's width in percent of the media's width,
 * `margin` the gap to the anchored edges in percent of the media's width, `opacity` in percent.
 */
export const Watermark = Type.Object({
  id: Id,
  name: Type.String(),
  kind: StringEnum(WATERMARK_KINDS),
  /** The library image drawn (kind `image`). */
  mediaId: Type.Union([Id, Type.Null()]),
  /** A signed URL of that image, for previews (null for text, or when the image left the library). */
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  /** The text drawn (kind `text`). */
  text: Type.Union([Type.String(), Type.Null()]),
  color: HexColor,
  position: WatermarkPositionSchema,
  margin: Type.Number(),
  scale: Type.Number(),
  opacity: Type.Number(),
  /** The accounts whose posts carry this mark unless a post switches it off (an account has at most one). */
  accountIds: Type.Array(Id),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Watermark = Static<typeof Watermark>;

const Fields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  kind: StringEnum(WATERMARK_KINDS),
  mediaId: Type.Union([Id, Type.Null()]),
  text: Type.Union([Type.String({ minLength: 1, maxLength: WATERMARK_LIMITS.textMax }), Type.Null()]),
  color: HexColor,
  position: WatermarkPositionSchema,
  margin: Type.Number({ minimum: 0, maximum: WATERMARK_LIMITS.marginMax }),
  scale: Type.Number({ minimum: WATERMARK_LIMITS.scaleMin, maximum: WATERMARK_LIMITS.scaleMax }),
  opacity: Type.Number({ minimum: WATERMARK_LIMITS.opacityMin, maximum: WATERMARK_LIMITS.opacityMax }),
  /** Accounts given this mark; one already marked by another watermark moves to this one. */
  accountIds: Type.Array(Id, { maxItems: 400, uniqueItems: true }),
};

export const CreateWatermarkBody = Strict({
  name: Fields.name,
  kind: Fields.kind,
  mediaId: Type.Optional(Fields.mediaId),
  text: Type.Optional(Fields.text),
  color: Type.Optional(Fields.color),
  position: Type.Optional(Fields.position),
  margin: Type.Optional(Fields.margin),
  scale: Type.Optional(Fields.scale),
  opacity: Type.Optional(Fields.opacity),
  accountIds: Type.Optional(Fields.accountIds),
});
export type CreateWatermarkBody = Static<typeof CreateWatermarkBody>;

export const UpdateWatermarkBody = Strict({
  name: Type.Optional(Fields.name),
  kind: Type.Optional(Fields.kind),
  mediaId: Type.Optional(Fields.mediaId),
  text: Type.Optional(Fields.text),
  color: Type.Optional(Fields.color),
  position: Type.Optional(Fields.position),
  margin: Type.Optional(Fields.margin),
  scale: Type.Optional(Fields.scale),
  opacity: Type.Optional(Fields.opacity),
  accountIds: Type.Optional(Fields.accountIds),
});
export type UpdateWatermarkBody = Static<typeof UpdateWatermarkBody>;

/** Defaults of a new mark: bottom right, 3 % margin, a fifth of the width, 80 % opaque, white text. */
export const WATERMARK_DEFAULTS = { color: '#ffffff', position: 'bottom-right', margin: 3, scale: 20, opacity: 80 } as const satisfies Partial<Watermark>;

export const listWatermarks = defineEndpoint({
  method: 'GET',
  path: '/api/watermarks',
  summary: "Brand watermarks of the caller's workspace",
  tags: ['watermarks'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'WaterMark',
  response: Type.Array(Watermark),
});

/** What the composer previews: the workspace's marks and their accounts, for anyone who writes posts. */
export const listComposerWatermarks = defineEndpoint({
  method: 'GET',
  path: '/api/watermarks/accounts',
  summary: "The workspace's watermarks and the accounts that carry them, for the composer's preview",
  tags: ['watermarks'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'Composer',
  response: Type.Array(Watermark),
});

export const getWatermark = defineEndpoint({
  method: 'GET',
  path: '/api/watermarks/:id',
  summary: 'One brand watermark',
  tags: ['watermarks'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'WaterMark',
  params: IdParams,
  response: Watermark,
});

export const createWatermark = defineEndpoint({
  method: 'POST',
  path: '/api/watermarks',
  summary: 'Create a brand watermark (an image of the library or a line of text)',
  tags: ['watermarks'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'WaterMark',
  status: 201,
  body: CreateWatermarkBody,
  response: Watermark,
});

export const updateWatermark = defineEndpoint({
  method: 'PATCH',
  path: '/api/watermarks/:id',
  summary: 'Change a brand watermark or the accounts that use it',
  tags: ['watermarks'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'WaterMark',
  params: IdParams,
  body: UpdateWatermarkBody,
  response: Watermark,
});

export const deleteWatermark = defineEndpoint({
  method: 'DELETE',
  path: '/api/watermarks/:id',
  summary: 'Delete a brand watermark (posts already published keep their marked copies)',
  tags: ['watermarks'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'WaterMark',
  params: IdParams,
  response: Watermark,
});
