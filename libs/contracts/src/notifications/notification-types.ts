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
  'creator_decided',
  'hire_requested',
  'hire_accepted',
  'hire_declined',
  'hire_ended',
  'live_stream_started',
  'live_stream_ended',
  'live_destination_failed',
  'live_stream_key_rotated',
  'monitoring_threshold_crossed',
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
  /** Browser push, on the browsers the user subscribed. */
  push?: boolean;
}

/**
 * What a user receives until they choose otherwise. Invitations are already mailed by the
 * identity service with their link, so their notification e-mail is off by default; so is
 * marketing, and so is good news about posts (approved, published), which the app shows. What
 * needs the user (a post to review, a post sent back or failed, money) is mailed too. Browser
 * push is off until the user subscribes a browser and switches it on.
 */
export const DEFAULT_CHANNELS: Readonly<Record<NotificationType, ChannelChoice>> = {
  welcome: { in_app: true, email: false, push: false },
  invitation: { in_app: true, email: false, push: false },
  invitation_accepted: { in_app: true, email: true, push: false },
  member_removed: { in_app: true, email: true, push: false },
  post_submitted: { in_app: true, email: true, push: false },
  post_approved: { in_app: true, email: false, push: false },
  post_rejected: { in_app: true, email: true, push: false },
  post_published: { in_app: true, email: false, push: false },
  post_failed: { in_app: true, email: true, push: false },
  account_broken: { in_app: true, email: true, push: false },
  ticket_created: { in_app: true, email: true, push: false },
  ticket_replied: { in_app: true, email: true, push: false },
  ticket_status_changed: { in_app: true, email: true, push: false },
  ticket_assigned: { in_app: true, email: true, push: false },
  creator_decided: { in_app: true, email: true, push: false },
  hire_requested: { in_app: true, email: true, push: false },
  hire_accepted: { in_app: true, email: true, push: false },
  hire_declined: { in_app: true, email: true, push: false },
  hire_ended: { in_app: true, email: true, push: false },
  live_stream_started: { in_app: true, email: false, push: false },
  live_stream_ended: { in_app: true, email: false, push: false },
  live_destination_failed: { in_app: true, email: true, push: false },
  live_stream_key_rotated: { in_app: true, email: true, push: false },
  monitoring_threshold_crossed: { in_app: true, email: true, push: false },
  payment_succeeded: { in_app: true, email: true, push: false },
  payment_failed: { in_app: true, email: true, push: false },
  payment_refunded: { in_app: true, email: true, push: false },
  subscription_changed: { in_app: true, email: true, push: false },
  announcement: { in_app: true, email: false, push: false },
  product_update: { in_app: true, email: false, push: false },
  maintenance: { in_app: true, email: true, push: false },
  promotion: { in_app: true, email: false, push: false },
};

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
