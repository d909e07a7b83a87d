import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ASSIGNABLE_WORKSPACE_ROLES, WORKSPACE_ROLES, type Entitlements } from '@cadence/contracts';
import { eventTables } from '@cadence/events';
import { mailTables } from '@cadence/mailer';

export { WORKSPACE_ROLES };

export const authSchema = pgSchema('auth');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const roles = authSchema.table('roles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  ...timestamps,
});

export const rolePermissions = authSchema.table(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const users = authSchema.table(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['active', 'banned', 'disabled'] }).notNull().default('active'),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    locale: text('locale', { enum: ['en', 'fr', 'ro', 'zh'] }).notNull().default('en'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Plan names staff granted (the catalogue's names); what the session's `plans` carries. */
    plans: text('plans').array().notNull().default(sql`'{}'::text[]`),
    previousPlan: text('previous_plan'),
    /** File name under DATA_DIR/avatars. */
    avatarFile: text('avatar_file'),
    /** The workspace the user works in when they belong to several (set on accepting an invitation). */
    currentWorkspaceId: integer('current_workspace_id'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The sign-in before the latest: null until the user has signed in twice (a first visit). */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const userRoles = authSchema.table(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const workspaces = authSchema.table('workspaces', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  /** A plan key of the catalogue, or 'trial' (Traction's limits until it ends). */
  plan: text('plan').notNull().default('trial'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** The limits and features billing last announced (billing.entitlements.changed); null until it speaks. */
  planLimits: jsonb('plan_limits').$type<Entitlements['limits']>(),
  planFeatures: text('plan_features').array(),
  /** The revision of that announcement: only a higher one is applied. */
  planRevision: integer('plan_revision').notNull().default(0),
  ...timestamps,
});

export const workspaceMembers = authSchema.table(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
);

export const teams = authSchema.table(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    maxMembers: integer('max_members').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('teams_workspace_idx').on(t.workspaceId)],
);

/** A member's place in a team; leaving the workspace removes it (composite key to the membership). */
export const teamMembers = authSchema.table(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    foreignKey({ columns: [t.workspaceId, t.userId], foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId] }).onDelete('cascade'),
    index('team_members_member_idx').on(t.workspaceId, t.userId),
  ],
);

export const invitations = authSchema.table(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ASSIGNABLE_WORKSPACE_ROLES }).notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * The live token, SecretBox-sealed (context `auth.invitations`), so the inviting side can copy
     * the link; cleared once the invitation is accepted or revoked. Null for invitations made
     * before links were kept.
     */
    tokenSealed: text('token_sealed'),
    /** 'expired' is also derived: a pending invitation past expires_at is expired. */
    status: text('status', { enum: ['pending', 'accepted', 'revoked', 'expired'] }).notNull().default('pending'),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('invitations_workspace_idx').on(t.workspaceId, t.status),
    uniqueIndex('invitations_pending_email_unique').on(t.workspaceId, sql`lower(${t.email})`).where(sql`status = 'pending'`),
  ],
);

/** Opaque refresh tokens (only their SHA-256 is kept), rotated on every use within a family. */
export const refreshTokens = authSchema.table(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResets = authSchema.table(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** One verification in flight per user: the 6-digit code (hashed, 5 tries) and the link token (hashed). */
export const emailVerifications = authSchema.table(
  'email_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/** The one-time token that lets the first administrator be created from the browser. */
export const setupTokens = authSchema.table('setup_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const authEvents = eventTables('auth');
export const { outbox, processedEvents, deadLetters } = authEvents;

export const authMail = mailTables('auth');
export const { mails } = authMail;
