import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Strict } from '../schema';
import { LocaleSchema, OkResponse, Password, PersonName, SessionUser } from './auth.contracts';

/** What the avatar upload accepts (sniffed from the content, not the file name). */
export const AVATAR_UPLOAD = {
  field: 'file',
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
  /** Every avatar is re-encoded to a square WebP of this size. */
  size: 256,
} as const;

/** Where stored avatars are served; SessionUser.avatarUrl points here. */
export const AVATAR_BASE_PATH = '/api/auth/avatars';

export const UpdateProfileBody = Strict({
  name: Type.Optional(PersonName),
  first_name: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
  last_name: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
  locale: Type.Optional(LocaleSchema),
  time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone, e.g. Europe/Paris.' })),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const ChangePasswordBody = Strict({
  current_password: Type.String({ minLength: 1, maxLength: 128 }),
  new_password: Password,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/api/auth/profile',
  summary: "Change the signed-in user's name, locale or time zone",
  tags: ['profile'],
  auth: 'user',
  roles: 'none',
  body: UpdateProfileBody,
  response: SessionUser,
});

/** multipart/form-data with one image in the field `file` (PNG, JPEG or WebP, at most 2 MB). */
export const uploadAvatar = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/profile/avatar',
  summary: 'Upload an avatar (multipart field "file": PNG, JPEG or WebP, ≤ 2 MB; stored as a 256×256 WebP)',
  tags: ['profile'],
  auth: 'user',
  roles: 'none',
  response: SessionUser,
});

export const deleteAvatar = defineEndpoint({
  method: 'DELETE',
  path: '/api/auth/profile/avatar',
  summary: 'Remove the avatar',
  tags: ['profile'],
  auth: 'user',
  roles: 'none',
  response: SessionUser,
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/profile/password',
  summary: 'Change the password (the current one is required); signs out the other sessions',
  tags: ['profile'],
  auth: 'user',
  roles: 'none',
  body: ChangePasswordBody,
  response: OkResponse,
});
