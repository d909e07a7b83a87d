import type { PayloadOf, subscriptionChanged } from '@cadence/contracts';
import { translate, type Language, type NotificationContent } from './content';

type SubscriptionChange = PayloadOf<typeof subscriptionChanged>['change'];

/** Changes a subscription message is written for; the others are told otherwise (a new trial by the welcome, a renewal by its payment). */
export const TOLD_CHANGES = ['upgraded', 'downgrade_scheduled', 'downgraded', 'cancel_scheduled', 'cancelled', 'resumed', 'expired', 'granted', 'nonprofit'] as const satisfies readonly SubscriptionChange[];
export type ToldChange = (typeof TOLD_CHANGES)[number];

export function isToldChange(change: SubscriptionChange): change is ToldChange {
  return (TOLD_CHANGES as readonly string[]).includes(change);
}

function money(language: Language, cents: number, currency: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

function day(language: Language, iso: string | null): string {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : '';
}

export type PaymentKind = 'payment_succeeded' | 'payment_failed' | 'payment_refunded';

/** A payment received, declined (with the provider's reason) or refunded, in the reader's money format. */
export function paymentContent(kind: PaymentKind, values: { amount: number; currency: string; planName: string | null; reason?: string }): NotificationContent {
  return {
    type: kind,
    template: { key: 'payment', args: [kind, values] },
    render: (lng) => {
      const all = { amount: money(lng, values.amount, values.currency), plan: values.planName ?? 'Cadence', reason: (values.reason ?? '').replace(/[.。\s]+$/u, '') };
      return { message: translate(lng, `${kind}.message`, all), subject: translate(lng, `${kind}.subject`, all) };
    },
  };
}

export function subscriptionContent(change: ToldChange, values: { planName: string; effectiveAt: string | null }): NotificationContent {
  return {
    type: 'subscription_changed',
    template: { key: 'subscription', args: [change, values] },
    render: (lng) => ({
      message: translate(lng, `subscription_changed.${change}`, { plan: values.planName, date: day(lng, values.effectiveAt) }),
      subject: translate(lng, 'subscription_changed.subject'),
    }),
  };
}
