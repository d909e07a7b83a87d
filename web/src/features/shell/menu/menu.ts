import type { LucideIcon } from 'lucide-react';
import {
  ActivityIcon,
  BadgeCheckIcon,
  BellRingIcon,
  BriefcaseBusinessIcon,
  ChartColumnIcon,
  ChartLineIcon,
  CreditCardIcon,
  FileChartColumnIcon,
  GlobeIcon,
  ImagesIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  LogOutIcon,
  NewspaperIcon,
  PanelsTopLeftIcon,
  PlugIcon,
  RadioIcon,
  SettingsIcon,
  SparklesIcon,
  SquarePenIcon,
  UserCogIcon,
  UserRoundCogIcon,
  UsersIcon,
  UsersRoundIcon,
  WalletIcon,
  WrenchIcon,
} from 'lucide-react';
import type { Permission } from '@cadence/contracts';
import type en from '../locales/en.json';

/** Every entry's id is the key of its title in the shell messages (so each has a translation). */
export type MenuId = keyof (typeof en)['menu'];
export type SectionId = keyof (typeof en)['sections'];

interface MenuEntryBase {
  /** SPEC §6: shown only to users holding it; none means always shown. */
  permission?: Permission;
  /** Shown only to the owner of the user's workspace (what the server lets only owners do). */
  ownerOnly?: true;
  /** Shown only to staff (a role other than Client), for a permission clients hold too. */
  staffOnly?: true;
}

/** A link to one of the spec's paths (kept as a plain string: some screens are built elsewhere). */
export interface MenuLinkItem extends MenuEntryBase {
  type: 'item';
  id: MenuId;
  icon?: LucideIcon;
  path: string;
}

/** An entry that does something instead of navigating. */
export interface MenuActionItem extends MenuEntryBase {
  type: 'item';
  id: MenuId;
  icon?: LucideIcon;
  action: 'logout';
}

export type MenuItem = MenuLinkItem | MenuActionItem;

/** A collapsible entry with its own children (which also need its permission). */
export interface MenuCollapse extends MenuEntryBase {
  type: 'collapse';
  id: MenuId;
  icon: LucideIcon;
  children: readonly (MenuItem | MenuCollapse)[];
}

/** A titled section of the menu. */
export interface MenuGroup extends MenuEntryBase {
  type: 'group';
  id: SectionId;
  children: readonly (MenuItem | MenuCollapse)[];
}

export type MenuEntry = MenuItem | MenuCollapse | MenuGroup;

export function isLinkItem(item: MenuItem): item is MenuLinkItem {
  return 'path' in item;
}

/**
 * SPEC §2 "Sidebar menu", in its order, each entry tied to its SPEC §6 permission and mapped to
 * a path of SPEC §2. Screens not built yet open the shared placeholder page.
 */
export const MENU: readonly MenuEntry[] = [
  {
    type: 'group',
    id: 'overview',
    children: [{ type: 'item', id: 'dashboard', icon: LayoutDashboardIcon, path: '/dashboard/default', permission: 'dashboard' }],
  },
  {
    type: 'group',
    id: 'administration',
    children: [
      { type: 'item', id: 'manageUsers', icon: UsersIcon, path: '/user/all', permission: 'ManageUsers' },
      {
        type: 'collapse',
        id: 'manageStaff',
        icon: UserCogIcon,
        permission: 'ManageStaff',
        children: [
          { type: 'item', id: 'staffList', path: '/employes/list', permission: 'StaffList' },
          { type: 'item', id: 'rolesPermissions', path: '/employes/roles', permission: 'roleAndPermission' },
        ],
      },
      {
        type: 'collapse',
        id: 'teamCollaboration',
        icon: UsersRoundIcon,
        permission: 'ManageTeam',
        children: [
          { type: 'item', id: 'manageTeams', path: '/teams' },
          { type: 'item', id: 'manageTeamMembers', path: '/team-member' },
        ],
      },
      {
        type: 'collapse',
        id: 'membership',
        icon: CreditCardIcon,
        permission: 'Membership',
        children: [
          { type: 'item', id: 'subscriptions', path: '/subscriptions', permission: 'Subscriptions' },
          { type: 'item', id: 'pricePlan', path: '/membership/plans', permission: 'PricePlan' },
          { type: 'item', id: 'coupons', path: '/membership/coupons', permission: 'Coupons' },
          {
            type: 'collapse',
            id: 'payments',
            icon: WalletIcon,
            permission: 'Payments',
            children: [
              { type: 'item', id: 'paymentsReport', path: '/membership/payments-reports', permission: 'PaymentsReport' },
              { type: 'item', id: 'paymentHistory', path: '/membership/payments', permission: 'PaymentList' },
            ],
          },
        ],
      },
    ],
  },
  {
    type: 'group',
    id: 'publishing',
    children: [
      { type: 'item', id: 'managePlatforms', icon: PlugIcon, path: '/manage_platform', permission: 'ManagePlatform' },
      { type: 'item', id: 'mediaLibrary', icon: ImagesIcon, path: '/media_manager', permission: 'ManageMediaLibrary' },
      { type: 'item', id: 'composer', icon: SquarePenIcon, path: '/composer', permission: 'Composer' },
      {
        type: 'collapse',
        id: 'aiComposer',
        icon: SparklesIcon,
        permission: 'AIComposer',
        children: [
          { type: 'item', id: 'aiContentGenerator', path: '/ai_content_generator', permission: 'AIContentGenerator' },
          { type: 'item', id: 'aiPromptTemplates', path: '/ai_prompt_templates', permission: 'AIPromptTemplates' },
          { type: 'item', id: 'trendingHashtags', path: '/trending_hash', permission: 'TrendingHashing' },
        ],
      },
      {
        type: 'collapse',
        id: 'posts',
        icon: NewspaperIcon,
        permission: 'Posts',
        children: [
          { type: 'item', id: 'postsManage', path: '/posts' },
          { type: 'item', id: 'postsBulk', path: '/bulk_post', permission: 'CreatePosting' },
          { type: 'item', id: 'postsQueues', path: '/schedules', permission: 'ScheduledPost' },
          { type: 'item', id: 'postsReports', path: '/Reports', permission: 'ViewPostsReports' },
        ],
      },
      {
        type: 'collapse',
        id: 'liveStreaming',
        icon: RadioIcon,
        permission: 'LiveStreaming',
        children: [
          { type: 'item', id: 'liveStudio', path: '/live_stream' },
          { type: 'item', id: 'liveFacebook', path: '/facebook', permission: 'FacebookStreaming' },
          { type: 'item', id: 'liveInstagram', path: '/Instagram', permission: 'InstagramStreaming' },
          { type: 'item', id: 'liveYoutube', path: '/Youtube', permission: 'YoutubeStreaming' },
          { type: 'item', id: 'liveTiktok', path: '/TikTok', permission: 'TiktokStreaming' },
        ],
      },
      {
        type: 'collapse',
        id: 'postSettingTools',
        icon: WrenchIcon,
        permission: 'PostingTools',
        children: [
          { type: 'item', id: 'groupManager', path: '/tools', permission: 'GroupManager' },
          { type: 'item', id: 'watermark', path: '/watermark', permission: 'WaterMark' },
          { type: 'item', id: 'caption', path: '/caption', permission: 'Caption' },
        ],
      },
      { type: 'item', id: 'wordpress', icon: GlobeIcon, path: '/wordpress', permission: 'Wordpress' },
    ],
  },
  {
    type: 'group',
    id: 'insights',
    children: [
      { type: 'item', id: 'analytics', icon: ChartLineIcon, path: '/dashboard/analytics', permission: 'Analytics' },
      { type: 'item', id: 'reports', icon: FileChartColumnIcon, path: '/Reports', permission: 'Reports' },
      { type: 'item', id: 'platformFigures', icon: ChartColumnIcon, path: '/dashboard/analytics/platform', permission: 'MonitoringServices' },
    ],
  },
  {
    type: 'group',
    id: 'account',
    children: [
      { type: 'item', id: 'helpSupport', icon: LifeBuoyIcon, path: '/client/tickets', permission: 'HelpSupportDesk' },
      { type: 'item', id: 'creatorApplications', icon: BadgeCheckIcon, path: '/client/creators', permission: 'HelpSupportDesk', staffOnly: true },
      { type: 'item', id: 'profileSettings', icon: UserRoundCogIcon, path: '/user/account-profile/setting' },
      { type: 'item', id: 'settings', icon: SettingsIcon, path: '/setting/content', permission: 'Setting' },
      { type: 'item', id: 'apiKeys', icon: KeyRoundIcon, path: '/setting/api-keys', ownerOnly: true },
      { type: 'item', id: 'websitePages', icon: PanelsTopLeftIcon, path: '/website-pages', permission: 'WebsiteSetting' },
      { type: 'item', id: 'monitoringServices', icon: ActivityIcon, path: '/post/monitoring', permission: 'MonitoringServices' },
      { type: 'item', id: 'pushNotification', icon: BellRingIcon, path: '/user/send-notification', permission: 'PushNotification' },
      { type: 'item', id: 'becomeContentCreator', icon: BadgeCheckIcon, path: '/post/become-content-creator', permission: 'BecomeContentCreator' },
      { type: 'item', id: 'hireProfessional', icon: BriefcaseBusinessIcon, path: '/post/hire-a-professional', permission: 'HiraProfessional' },
      { type: 'item', id: 'logout', icon: LogOutIcon, action: 'logout' },
    ],
  },
];
