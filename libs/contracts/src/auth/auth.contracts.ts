import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Email, Id, IsoDate, Strict, StringEnum } from '../schema';
import { PermissionSchema, ROLE_IDS } from '../permissions';
import { LANGUAGES } from '../meta.contracts';
import { WORKSPACE_ROLES } from '../workspace-roles';

export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const PersonName = Type.String({ minLength: 1, maxLength: 120 });
const Name = PersonName;

/** Roles inside a client's workspace (defined in workspace-roles.ts). Contributors' posts need approval; viewers only read. */
export const WorkspaceRoleSchema = StringEnum(WORKSPACE_ROLES);
/** The roles an owner or admin can give; ownership is never handed out this way. */
export const ASSIGNABLE_WORKSPACE_ROLES = ['admin', 'editor', 'contributor', 'viewer'] as const;
export const AssignableWorkspaceRole = StringEnum(ASSIGNABLE_WORKSPACE_ROLES);

export const LocaleSchema = StringEnum(LANGUAGES);

/** Lifetimes the server uses unless configured otherwise (seconds). */
export const SESSION_DEFAULTS = {
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 30 * 86_400,
  passwordResetTtlSeconds: 3_600,
  verificationCodeTries: 5,
} as const;

/** Stable codes of the session, verification and profile errors (the `code` of the error envelope). */
export const AUTH_ERROR_CODES = {
  /** 401: wrong e-mail or password (same answer for an unknown address). */
  INVALID_CREDENTIALS: 'AUTH_INVALID_CREDENTIALS',
  /** 403: the account is banned. */
  ACCOUNT_BANNED: 'AUTH_ACCOUNT_BANNED',
  /** 403: the account (an employee) is disabled. */
  ACCOUNT_DISABLED: 'AUTH_ACCOUNT_DISABLED',
  /** 409: the e-mail is already registered (field error on email). */
  EMAIL_TAKEN: 'AUTH_EMAIL_TAKEN',
  /** 429: too many failed sign-ins for this account or from this address; retry later. */
  LOGIN_THROTTLED: 'AUTH_LOGIN_THROTTLED',
  /** 401: the refresh token is unknown, expired or revoked. */
  REFRESH_INVALID: 'AUTH_REFRESH_INVALID',
  /** 401: a refresh token was used twice; every session of its family is revoked. */
  REFRESH_REUSED: 'AUTH_REFRESH_REUSED',
  /** 400: the reset link is unknown, expired or already used. */
  RESET_TOKEN_INVALID: 'AUTH_RESET_TOKEN_INVALID',
  /** 400: the verification code or link is wrong, expired or burnt after 5 wrong tries. */
  CODE_INVALID: 'AUTH_CODE_INVALID',
  /** 400: the current password given to change it is wrong (field error on current_password). */
  CURRENT_PASSWORD_WRONG: 'AUTH_CURRENT_PASSWORD_WRONG',
  /** 400: the uploaded avatar is not a PNG, JPEG or WebP image. */
  AVATAR_INVALID: 'AUTH_AVATAR_INVALID',
  /** 413: the uploaded avatar is over 2 MB. */
  AVATAR_TOO_LARGE: 'AUTH_AVATAR_TOO_LARGE',
  /** 404: the user does not exist (or is not visible to the caller). */
  USER_NOT_FOUND: 'AUTH_USER_NOT_FOUND',
} as const;

/** SPEC §3: the user that login returns: roleIds, permissions, plans, previousPlan. */
export const SessionUser = Type.Object({
  id: Id,
  name: Type.String(),
  first_name: Type.Union([Type.String(), Type.Null()]),
  last_name: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  workspaceId: Type.Union([Id, Type.Null()]),
  workspaceRole: Type.Union([WorkspaceRoleSchema, Type.Null()]),
  roleIds: Type.Array(Id),
  permissions: Type.Array(PermissionSchema),
  plans: Type.Array(Type.String()),
  previousPlan: Type.Union([Type.String(), Type.Null()]),
  email_verified: Type.Boolean(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  locale: LocaleSchema,
  time_zone: Type.String(),
  createdAt: IsoDate,
  /** The sign-in before this one; null on a first visit (absent in sessions stored by older clients). */
  previousLoginAt: Type.Optional(Type.Union([IsoDate, Type.Null()])),
});
export type SessionUser = Static<typeof SessionUser>;

export const SessionResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
  refresh_token: Type.String({ description: 'Opaque; each use returns a new one and retires this one.' }),
  refresh_expires_in: Type.Integer({ description: 'Seconds until the refresh token expires.' }),
  user: SessionUser,
});
export type SessionResponse = Static<typeof SessionResponse>;

/** `{ ok: true }`: the answer of writes that return no record. */
export const OkResponse = Type.Object({ ok: Type.Literal(true) });
export type OkResponse = Static<typeof OkResponse>;

export const LoginBody = Strict({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
  type: Type.Optional(Type.String({ maxLength: 40, description: 'Which sign-in form was used (kept for clients that send it).' })),
});
export type LoginBody = Static<typeof LoginBody>;

export const SignupBody = Strict({
  email: Email,
  password: Password,
  first_name: Type.Optional(Type.String({ maxLength: 60 })),
  last_name: Type.Optional(Type.String({ maxLength: 60 })),
  name: Name,
  roles: Type.Optional(Type.Array(Type.Literal(ROLE_IDS.CLIENT), { maxItems: 1, description: 'Sign-up only grants the Client role (3).' })),
});
export type SignupBody = Static<typeof SignupBody>;

export const RefreshToken = Type.String({ minLength: 20, maxLength: 200 });

export const RefreshBody = Strict({ refresh_token: RefreshToken });
export type RefreshBody = Static<typeof RefreshBody>;

export const LogoutBody = Strict({ refresh_token: Type.Optional(RefreshToken) });
export type LogoutBody = Static<typeof LogoutBody>;

export const ForgotPasswordBody = Strict({ email: Email });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = Strict({ token: Type.String({ minLength: 20, maxLength: 200 }), password: Password });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const VerificationCode = Type.String({ pattern: '^[0-9]{6}$', description: 'The 6-digit code from the e-mail.' });

/** Either the code typed on /code-verficiation, or the token of the mailed link. */
export const VerifyEmailBody = Type.Union([Strict({ email: Email, code: VerificationCode }), Strict({ token: Type.String({ minLength: 20, maxLength: 200 }) })]);
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

export const VerifyEmailResult = Type.Object({ ok: Type.Literal(true), email_verified: Type.Literal(true) });
export type VerifyEmailResult = Static<typeof VerifyEmailResult>;

export const ResendVerificationBody = Strict({ email: Email });
export type ResendVerificationBody = Static<typeof ResendVerificationBody>;

export const SetupStatus = Type.Object({ needsSetup: Type.Boolean() });

export const SetupBody = Strict({
  token: Type.String({ minLength: 16, maxLength: 200 }),
  name: Name,
  email: Email,
  password: Password,
});
export type SetupBody = Static<typeof SetupBody>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with e-mail and password (throttled per account and per address)',
  tags: ['auth'],
  auth: 'public',
  body: LoginBody,
  response: SessionResponse,
});

export const signup = defineEndpoint({
  method: 'POST',
  path: '/api/auth/signup',
  summary: 'Create a client account and its workspace (trial); mails the verification code',
  tags: ['auth'],
  auth: 'public',
  status: 201,
  body: SignupBody,
  response: SessionResponse,
});

export const refreshSession = defineEndpoint({
  method: 'POST',
  path: '/api/auth/refresh',
  summary: 'Trade a refresh token for a new session; the token is retired (reuse revokes its family)',
  tags: ['auth'],
  auth: 'public',
  body: RefreshBody,
  response: SessionResponse,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: "Sign out: revokes the refresh token's family (works with an expired access token); without one, the session of the bearer access token",
  tags: ['auth'],
  auth: 'public',
  body: LogoutBody,
  response: OkResponse,
});

export const me = defineEndpoint({
  method: 'GET',
  path: '/api/auth/me',
  summary: 'The signed-in user',
  tags: ['auth'],
  auth: 'user',
  roles: 'none',
  response: SessionUser,
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary: 'Mail a reset link (valid 1 hour); the same answer whether the address is known or not',
  tags: ['auth'],
  auth: 'public',
  status: 202,
  body: ForgotPasswordBody,
  response: OkResponse,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Set a new password with the mailed token (single use); signs out every session',
  tags: ['auth'],
  auth: 'public',
  body: ResetPasswordBody,
  response: OkResponse,
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  summary: 'Verify the e-mail address with the 6-digit code (5 tries) or the mailed link token',
  tags: ['auth'],
  auth: 'public',
  body: VerifyEmailBody,
  response: VerifyEmailResult,
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email/resend',
  summary: 'Mail a new verification code; the same answer for every address',
  tags: ['auth'],
  auth: 'public',
  status: 202,
  body: ResendVerificationBody,
  response: OkResponse,
});

export const setupStatus = defineEndpoint({
  method: 'GET',
  path: '/api/auth/setup',
  summary: 'Whether the first administrator still has to be created',
  tags: ['auth'],
  auth: 'public',
  response: SetupStatus,
});

export const completeSetup = defineEndpoint({
  method: 'POST',
  path: '/api/auth/setup',
  summary: 'Create the first administrator with the one-time setup token',
  tags: ['auth'],
  auth: 'public',
  status: 201,
  body: SetupBody,
  response: SessionResponse,
});

/** A workspace the signed-in user belongs to. */
export const WorkspaceMembership = Type.Object({
  workspaceId: Id,
  name: Type.String(),
  role: WorkspaceRoleSchema,
  current: Type.Boolean(),
});
export type WorkspaceMembership = Static<typeof WorkspaceMembership>;

export const SwitchWorkspaceBody = Strict({ workspaceId: Id, refresh_token: RefreshToken });
export type SwitchWorkspaceBody = Static<typeof SwitchWorkspaceBody>;

export const listMyWorkspaces = defineEndpoint({
  method: 'GET',
  path: '/api/auth/workspaces',
  summary: 'The workspaces the signed-in user belongs to (their own and those they joined)',
  tags: ['auth'],
  auth: 'user',
  roles: 'none',
  response: Type.Array(WorkspaceMembership),
});

/** Like a refresh (the token is rotated), with the session moved to another of the user's workspaces. */
export const switchWorkspace = defineEndpoint({
  method: 'POST',
  path: '/api/auth/workspaces/switch',
  summary: 'Work in another of your workspaces: a new session for it (the refresh token is rotated)',
  tags: ['auth'],
  auth: 'user',
  roles: 'none',
  body: SwitchWorkspaceBody,
  response: SessionResponse,
});
