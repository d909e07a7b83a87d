import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Email, Id, Strict } from '../schema';
import { PermissionSchema, ROLE_IDS } from '../permissions';

export const Password = Type.String({ minLength: 8, maxLength: 128 });
const Name = Type.String({ minLength: 1, maxLength: 120 });

/** SPEC §3: the user that login returns: roleIds, permissions, plans, previousPlan. */
export const SessionUser = Type.Object({
  id: Id,
  name: Type.String(),
  first_name: Type.Union([Type.String(), Type.Null()]),
  last_name: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  workspaceId: Type.Union([Id, Type.Null()]),
  roleIds: Type.Array(Id),
  permissions: Type.Array(PermissionSchema),
  plans: Type.Array(Type.String()),
  previousPlan: Type.Union([Type.String(), Type.Null()]),
  email_verified: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type SessionUser = Static<typeof SessionUser>;

export const SessionResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
  user: SessionUser,
});
export type SessionResponse = Static<typeof SessionResponse>;

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
  summary: 'Sign in with e-mail and password',
  tags: ['auth'],
  auth: 'public',
  body: LoginBody,
  response: SessionResponse,
});

export const signup = defineEndpoint({
  method: 'POST',
  path: '/api/auth/signup',
  summary: 'Create a client account and its workspace',
  tags: ['auth'],
  auth: 'public',
  status: 201,
  body: SignupBody,
  response: SessionResponse,
});

export const me = defineEndpoint({
  method: 'GET',
  path: '/api/auth/me',
  summary: 'The signed-in user',
  tags: ['auth'],
  auth: 'user',
  response: SessionUser,
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
