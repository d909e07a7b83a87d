import { sql } from 'drizzle-orm';
import { PERMISSIONS, ROLE_IDS, type Permission } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { rolePermissions, roles } from '../../db/schema';

/** What a client may use in their own workspace (plans narrow it further). */
export const CLIENT_PERMISSIONS: readonly Permission[] = [
  'dashboard',
  'ManageTeam',
  'ManagePlatform',
  'ManageMediaLibrary',
  'Composer',
  'AIComposer',
  'AIContentGenerator',
  'AIPromptTemplates',
  'TrendingHashing',
  'Posts',
  'ViewPostsReports',
  'CreatePosting',
  'ScheduledPost',
  'LiveStreaming',
  'FacebookStreaming',
  'InstagramStreaming',
  'YoutubeStreaming',
  'TiktokStreaming',
  'PostingTools',
  'GroupManager',
  'WaterMark',
  'Caption',
  'Wordpress',
  'Analytics',
  'Reports',
  'CreateReport',
  'ReportHistory',
  'HelpSupportDesk',
  'Setting',
  'BecomeContentCreator',
  'HiraProfessional',
];

export const SUPPORT_PERMISSIONS: readonly Permission[] = ['dashboard', 'ManageUsers', 'HelpSupportDesk', 'Membership', 'Subscriptions', 'Payments', 'PaymentList'];

const SEED: { id: number; name: string; permissions: readonly Permission[] }[] = [
  { id: ROLE_IDS.ADMIN, name: 'Admin', permissions: PERMISSIONS },
  { id: ROLE_IDS.SUPPORT, name: 'Support', permissions: SUPPORT_PERMISSIONS },
  { id: ROLE_IDS.CLIENT, name: 'Client', permissions: CLIENT_PERMISSIONS },
];

/**
 * Creates the three roles with their fixed ids when missing and keeps Admin holding every
 * permission (so a permission added in a release reaches it). Other roles are left as staff
 * edited them.
 */
export async function seedRoles(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(roles)
      .values(SEED.map(({ id, name }) => ({ id, name })))
      .onConflictDoNothing()
      .returning({ id: roles.id });
    await tx.execute(sql`select setval(pg_get_serial_sequence('auth.roles', 'id'), greatest((select max(id) from auth.roles), 3))`);
    const createdIds = new Set(created.map((r) => r.id));
    const grants = SEED.filter((role) => role.id === ROLE_IDS.ADMIN || createdIds.has(role.id)).flatMap((role) =>
      role.permissions.map((permission) => ({ roleId: role.id, permission })),
    );
    if (grants.length > 0) await tx.insert(rolePermissions).values(grants).onConflictDoNothing();
  });
}
