import { cutGraphemes, type AccountType } from '@cadence/contracts';
import { translate, type Language, type NotificationContent } from './content';

/** A post as its messages name it: a quoted excerpt, shortened for a one-line notification. */
const EXCERPT_LENGTH = 80;

function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return cutGraphemes(line, EXCERPT_LENGTH);
}

function networksOf(language: Language, platforms: readonly AccountType[]): string {
  const names = platforms.map((platform) => translate(language, `networks.${platform}`));
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

function simple(type: NotificationContent['type'], key: string, values: Record<string, string>): NotificationContent {
  return {
    type,
    render: (lng) => ({ message: translate(lng, `${key}.message`, values), subject: translate(lng, `${key}.subject`, values) }),
  };
}

export function postSubmittedContent(values: { authorName: string; excerpt: string }): NotificationContent {
  return { ...simple('post_submitted', 'post_submitted', { authorName: values.authorName, excerpt: excerptOf(values.excerpt) }), template: { key: 'postSubmitted', args: [values] } };
}

/** `scheduled`: the approved post goes out at its date; otherwise its author chooses one. */
export function postApprovedContent(values: { reviewerName: string; excerpt: string; comment: string | null; scheduled?: boolean }): NotificationContent {
  const all = { reviewerName: values.reviewerName, excerpt: excerptOf(values.excerpt), comment: values.comment ?? '' };
  const key = values.scheduled === false ? (values.comment ? 'unscheduledWithComment' : 'unscheduled') : values.comment ? 'withComment' : 'message';
  return {
    type: 'post_approved',
    template: { key: 'postApproved', args: [values] },
    render: (lng) => ({ message: translate(lng, `post_approved.${key}`, all), subject: translate(lng, 'post_approved.subject') }),
  };
}

export function postRejectedContent(values: { reviewerName: string; excerpt: string; comment: string }): NotificationContent {
  return {
    ...simple('post_rejected', 'post_rejected', { reviewerName: values.reviewerName, excerpt: excerptOf(values.excerpt), comment: values.comment }),
    template: { key: 'postRejected', args: [values] },
  };
}

export function postPublishedContent(values: { excerpt: string; platforms: readonly AccountType[] }): NotificationContent {
  return {
    type: 'post_published',
    template: { key: 'postPublished', args: [values] },
    render: (lng) => ({
      message: translate(lng, 'post_published.message', { excerpt: excerptOf(values.excerpt), networks: networksOf(lng, values.platforms) }),
      subject: translate(lng, 'post_published.subject'),
    }),
  };
}

/** A network refused an account's credentials: its owner reconnects it (the network's message says why). */
export function accountBrokenContent(values: { type: AccountType; name: string; reason: string }): NotificationContent {
  return {
    type: 'account_broken',
    template: { key: 'accountBroken', args: [values] },
    render: (lng) => {
      const all = { network: translate(lng, `networks.${values.type}`), name: values.name, reason: values.reason };
      return { message: translate(lng, 'account_broken.message', all), subject: translate(lng, 'account_broken.subject', all) };
    },
  };
}

export function postFailedContent(values: { excerpt: string; failed: number; total: number }): NotificationContent {
  return {
    ...simple('post_failed', 'post_failed', { excerpt: excerptOf(values.excerpt), failed: String(values.failed), total: String(values.total) }),
    template: { key: 'postFailed', args: [values] },
  };
}
