import type ShellMessages from '../features/shell/locales/en.json';
import type PreferencesMessages from '../features/preferences/locales/en.json';
import type DashboardMessages from '../features/dashboard/locales/en.json';
import type ListsMessages from '../features/lists/locales/en.json';
import type FormsMessages from '../features/forms/locales/en.json';
import type AuthMessages from '../features/auth/locales/en.json';
import type UsersMessages from '../features/users/locales/en.json';
import type StaffMessages from '../features/staff/locales/en.json';
import type TeamsMessages from '../features/teams/locales/en.json';
import type ProfileMessages from '../features/profile/locales/en.json';
import type PublicSiteMessages from '../features/public-site/locales/en.json';
import type NotificationsMessages from '../features/notifications/locales/en.json';
import type MembershipMessages from '../features/membership/locales/en.json';
import type SubscriptionsMessages from '../features/subscriptions/locales/en.json';
import type PaymentsMessages from '../features/payments/locales/en.json';
import type CheckoutMessages from '../features/checkout/locales/en.json';
import type PostsMessages from '../features/posts/locales/en.json';
import type ComposerMessages from '../features/composer/locales/en.json';
import type GroupsMessages from '../features/groups/locales/en.json';
import type CaptionsMessages from '../features/captions/locales/en.json';
import type ConnectionsMessages from '../features/connections/locales/en.json';
import type MediaMessages from '../features/media/locales/en.json';
import type AiTemplatesMessages from '../features/ai-templates/locales/en.json';
import type AiUsageMessages from '../features/ai-usage/locales/en.json';
import type AiMessages from '../features/ai/locales/en.json';
import type TrendsMessages from '../features/trends/locales/en.json';
import type AnalyticsMessages from '../features/analytics/locales/en.json';
import type SupportMessages from '../features/support/locales/en.json';
import type QueuesMessages from '../features/queues/locales/en.json';
import type WebsiteMessages from '../features/website/locales/en.json';
import type BulkImportsMessages from '../features/bulk-imports/locales/en.json';

/**
 * The English messages of each feature namespace, for typed `t()` keys. A feature with a
 * `locales/` folder adds one import and one member here.
 */
export type FeatureResources = {
  shell: typeof ShellMessages;
  preferences: typeof PreferencesMessages;
  dashboard: typeof DashboardMessages;
  lists: typeof ListsMessages;
  forms: typeof FormsMessages;
  auth: typeof AuthMessages;
  users: typeof UsersMessages;
  staff: typeof StaffMessages;
  teams: typeof TeamsMessages;
  profile: typeof ProfileMessages;
  'public-site': typeof PublicSiteMessages;
  notifications: typeof NotificationsMessages;
  membership: typeof MembershipMessages;
  subscriptions: typeof SubscriptionsMessages;
  payments: typeof PaymentsMessages;
  checkout: typeof CheckoutMessages;
  posts: typeof PostsMessages;
  composer: typeof ComposerMessages;
  groups: typeof GroupsMessages;
  captions: typeof CaptionsMessages;
  connections: typeof ConnectionsMessages;
  media: typeof MediaMessages;
  'ai-templates': typeof AiTemplatesMessages;
  'ai-usage': typeof AiUsageMessages;
  ai: typeof AiMessages;
  trends: typeof TrendsMessages;
  analytics: typeof AnalyticsMessages;
  support: typeof SupportMessages;
  queues: typeof QueuesMessages;
  website: typeof WebsiteMessages;
  'bulk-imports': typeof BulkImportsMessages;
};
