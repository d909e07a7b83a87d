import { StringEnum } from '../schema';

/**
 * Every kind of notification the product sends. A user chooses, per kind, whether it reaches
 * them in the app and by e-mail. Services that add events add their kinds here.
 */
export const NOTIFICATION_TYPES = [
  'welcome',
  'invitation',
  'invitation_accepted',
  'member_removed',
  'post_submitted',
  'post_approved',
  'post_rejected',
  'post_published',
  'post_failed',
  'account_broken',
  'ticket_created',
  'ticket_replied',
  'ticket_status_changed',
  'ticket_assigned',
  'payment_succeeded',
  'payment_failed',
  'payment_refunded',
  'subscription_changed',
  'announcement',
  'product_update',
  'maintenance',
  'promotion',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NotificationTypeSchema = StringEnum(NOTIFICATION_TYPES);

/** The kinds staff may send from /user/send-notification. */
export const STAFF_NOTIFICATION_TYPES = ['announcement', 'product_update', 'maintenance', 'promotion'] as const;
export type StaffNotificationType = (typeof STAFF_NOTIFICATION_TYPES)[number];
export const StaffNotificationTypeSchema = StringEnum(STAFF_NOTIFICATION_TYPES);

export interface ChannelChoice {
  in_app: boolean;
  email: boolean;
}

/**
 * What a user receives until they choose otherwise. Invitations are already mailed by the
 * identity service with their link, so their notification e-mail is off by default; so is
 * marketing, and so is good news about posts (approved, published), which the app shows. What
 * needs the user (a post to review, a post sent back or failed, money) is mailed too.
 */
export const DEFAULT_CHANNELS: Readonly<Record<NotificationType, ChannelChoice>> = {
  welcome: { in_app: true, email: false },
  invitation: { in_app: true, email: false },
  invitation_accepted: { in_app: true, email: true },
  member_removed: { in_app: true, email: true },
  post_submitted: { in_app: true, email: true },
  post_approved: { in_app: true, email: false },
  post_rejected: { in_app: true, email: true },
  post_published: { in_app: true, email: false },
  post_failed: { in_app: true, email: true },
  account_broken: { in_app: true, email: true },
  ticket_created: { in_app: true, email: true },
  ticket_replied: { in_app: true, email: true },
  ticket_status_changed: { in_app: true, email: true },
  ticket_assigned: { in_app: true, email: true },
  payment_succeeded: { in_app: true, email: true },
  payment_failed: { in_app: true, email: true },
  payment_refunded: { in_app: true, email: true },
  subscription_changed: { in_app: true, email: true },
  announcement: { in_app: true, email: false },
  product_update: { in_app: true, email: false },
  maintenance: { in_app: true, email: true },
  promotion: { in_app: true, email: false },
};

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
