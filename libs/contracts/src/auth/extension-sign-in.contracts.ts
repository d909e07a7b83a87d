import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IsoDate, Strict, StringEnum } from '../schema';
import { OkResponse, SessionResponse } from './auth.contracts';

/**
 * Browser extension sign-in, device-code style: the extension asks for a short code and a device
 * secret, the signed-in person approves the code in the dashboard, and the extension trades its
 * secret for a session (the same refresh rotation and revocation as any other session).
 */
export const EXTENSION_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
/** Eight letters shown as `XXXX-XXXX`; the dash and case do not matter when typed. */
export const EXTENSION_CODE_LENGTH = 8;
/** What the code page at this path of the dashboard shows and approves. */
export const EXTENSION_APPROVE_PATH = '/extension/approve';

export const EXTENSION_SIGN_IN_DEFAULTS = {
  /** How long a code may wait for approval. */
  expiresInSeconds: 600,
  /** The least time between two polls of the token endpoint. */
  intervalSeconds: 5,
} as const;

/** Stable codes of the extension sign-in errors (RFC 8628 names in brackets). */
export const EXTENSION_SIGN_IN_ERROR_CODES = {
  /** 400 (authorization_pending): nobody has approved the code yet; poll again after the interval. */
  PENDING: 'AUTH_EXTENSION_PENDING',
  /** 429 (slow_down): polled before the interval; Retry-After gives the wait. */
  SLOW_DOWN: 'AUTH_EXTENSION_SLOW_DOWN',
  /** 403 (access_denied): the person denied the sign-in. */
  DENIED: 'AUTH_EXTENSION_DENIED',
  /** 410 (expired_token): the code expired, or was already traded for a session. */
  EXPIRED: 'AUTH_EXTENSION_EXPIRED',
  /** 404: no code waiting under this name (unknown, expired, already approved or denied). */
  CODE_NOT_FOUND: 'AUTH_EXTENSION_CODE_NOT_FOUND',
} as const;

/** Accepts `bcdf-ghjk`, `BCDFGHJK` and the like; gives the stored form (eight capitals) or null. */
export function normaliseExtensionCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== EXTENSION_CODE_LENGTH) return null;
  return [...code].every((c) => EXTENSION_CODE_ALPHABET.includes(c)) ? code : null;
}

/** `BCDFGHJK` → `BCDF-GHJK`. */
export function formatExtensionCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const ExtensionCodeBody = Strict({
  /** The browser and system the extension runs in, shown to the person who approves. */
  device_name: Type.String({ minLength: 1, maxLength: 100 }),
});
export type ExtensionCodeBody = Static<typeof ExtensionCodeBody>;

export const ExtensionCode = Type.Object({
  /** `XXXX-XXXX`, shown to the person and carried in the verification URL. */
  code: Type.String(),
  /** Kept by the extension alone; traded for the session once the code is approved. */
  device_secret: Type.String(),
  /** The dashboard page that approves this code. */
  verification_url: Type.String(),
  expires_in: Type.Integer(),
  /** Seconds between two polls of the token endpoint. */
  interval: Type.Integer(),
});
export type ExtensionCode = Static<typeof ExtensionCode>;

export const ExtensionTokenBody = Strict({
  device_secret: Type.String({ minLength: 20, maxLength: 200 }),
});
export type ExtensionTokenBody = Static<typeof ExtensionTokenBody>;

export const ExtensionCodeParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 20 }),
});

export const EXTENSION_CODE_STATUSES = ['pending', 'approved', 'denied', 'used'] as const;

/** What the approval page shows: the device that asks and until when. */
export const PendingExtensionCode = Type.Object({
  code: Type.String(),
  device_name: Type.String(),
  status: StringEnum(EXTENSION_CODE_STATUSES),
  expires_at: IsoDate,
});
export type PendingExtensionCode = Static<typeof PendingExtensionCode>;

export const createExtensionCode = defineEndpoint({
  method: 'POST',
  path: '/api/auth/extension/codes',
  summary: 'Start a browser extension sign-in: a code to approve in the dashboard and a device secret to poll with',
  tags: ['auth'],
  auth: 'public',
  status: 201,
  body: ExtensionCodeBody,
  response: ExtensionCode,
});

export const extensionToken = defineEndpoint({
  method: 'POST',
  path: '/api/auth/extension/token',
  summary: 'Trade the device secret for a session once its code is approved (pending, slow_down, denied and expired answers otherwise)',
  tags: ['auth'],
  auth: 'public',
  body: ExtensionTokenBody,
  response: SessionResponse,
});

export const getExtensionCode = defineEndpoint({
  method: 'GET',
  path: '/api/auth/extension/codes/:code',
  summary: 'A code waiting for approval: the device that asks. The first signed-in person to open it claims it: to anyone else it is not found (rate-limited per address)',
  tags: ['auth'],
  auth: 'user',
  roles: 'none',
  params: ExtensionCodeParams,
  response: PendingExtensionCode,
});

export const approveExtensionCode = defineEndpoint({
  method: 'POST',
  path: '/api/auth/extension/codes/:code/approve',
  summary: 'Sign the extension that shows this code in as the caller (who opened it, or the first to reach it)',
  tags: ['auth'],
  auth: 'user',
  roles: 'none',
  params: ExtensionCodeParams,
  response: OkResponse,
});

export const denyExtensionCode = defineEndpoint({
  method: 'POST',
  path: '/api/auth/extension/codes/:code/deny',
  summary: 'Refuse the sign-in of the extension that shows this code (only the person who opened it, who would approve it)',
  tags: ['auth'],
  auth: 'user',
  roles: 'none',
  params: ExtensionCodeParams,
  response: OkResponse,
});
