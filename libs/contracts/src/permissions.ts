import Type, { type Static } from 'typebox';
import { StringEnum } from './schema';

/** Every permission name of the product, exactly as the specification spells them. */
export const PERMISSIONS = [
  'dashboard',
  'ManageUsers',
  'ManageStaff',
  'StaffList',
  'roleAndPermission',
  'ManageTeam',
  'Membership',
  'Subscriptions',
  'PricePlan',
  'Coupons',
  'Payments',
  'PaymentsReport',
  'PaymentList',
  'ManagePlatform',
  'ManageMediaLibrary',
  'Composer',
  'AIComposer',
  'AIContentGenerator',
  'AIPromptTemplates',
  'TrendingHashing',
  'Posts',
  'ViewPostsReports',
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
  'CreatePosting',
  'ScheduledPost',
  'Analytics',
  'Reports',
  'CreateReport',
  'ReportHistory',
  'HelpSupportDesk',
  'Setting',
  'DashboardSetting',
  'SystemSetting',
  'WebsiteSetting',
  'MonitoringServices',
  'ApiServicesStatus',
  'ClientStorage',
  'State',
  'PushNotification',
  'BecomeContentCreator',
  'HiraProfessional',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const PermissionSchema = StringEnum(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** The seeded roles. A client signing up always receives CLIENT (id 3). */
export const ROLE_IDS = { ADMIN: 1, SUPPORT: 2, CLIENT: 3 } as const;

/** Staff: anyone holding a role other than Client. */
export function isStaff(roleIds: readonly number[]): boolean {
  return roleIds.some((id) => id !== ROLE_IDS.CLIENT);
}

export const PermissionNameSchema = Type.Object({ name: PermissionSchema });
export type PermissionName = Static<typeof PermissionNameSchema>;
