import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountBroken,
  paymentFailed,
  paymentRefunded,
  paymentSucceeded,
  postApproved,
  postFailed,
  postPublished,
  postRejected,
  postSubmitted,
  subscriptionChanged,
  type Notification,
  type PayloadOf,
} from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { bearer, eventOf, userEvents } from './helpers';

/** What posting and billing announce reaches the people concerned, in their language. */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([notificationsService]);
  await t.platform.transport.publish([
    ...userEvents({ id: 201, name: 'Cleo Contributor' }),
    ...userEvents({ id: 202, name: 'Ada Approver' }),
    ...userEvents({ id: 203, name: 'Rémi Relecteur', locale: 'fr' }),
    ...userEvents({ id: 204, name: 'Ben Banned', status: 'banned' }),
    ...userEvents({ id: 205, name: 'Olga Owner', email: 'olga@example.com' }),
    ...userEvents({ id: 206, name: 'Fleur Auteur', locale: 'fr' }),
  ]);
});
afterAll(() => t?.close());

async function notificationsOf(userId: number, type: string): Promise<Notification[]> {
  const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: bearer(t, userId) });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Notification[]).filter((notification) => notification.type === type);
}

async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  return t.database.sql<{ subject: string; text: string }[]>`select subject, text from notifications.mails where "to" = ${address} order by id`;
}

const facts = (overrides: Partial<PayloadOf<typeof postSubmitted>> = {}) => ({
  postId: 9001,
  workspaceId: 77,
  authorId: 201,
  status: 'not_approved' as const,
  excerpt: 'Spring launch: our new collection lands on Friday, with early access for newsletter readers.',
  scheduledAt: '2026-12-01T09:00:00.000Z',
  platforms: ['twitter' as const, 'bluesky' as const],
  userIds: [201],
  ...overrides,
});

describe('approvals', () => {
  it('asks the active approvers, not the author nor a banned user, and mails them', async () => {
    await t.platform.transport.publish([eventOf(postSubmitted, { ...facts(), approverIds: [201, 202, 203, 204] })]);
    const [ada] = await notificationsOf(202, 'post_submitted');
    expect(ada?.message).toBe('Cleo Contributor asks you to approve a post: “Spring launch: our new collection lands on Friday, with early access for newsle…”');
    expect((await notificationsOf(203, 'post_submitted'))[0]?.message).toMatch(/^Cleo Contributor vous demande d’approuver une publication/);
    expect(await notificationsOf(201, 'post_submitted')).toHaveLength(0);
    expect(await notificationsOf(204, 'post_submitted')).toHaveLength(0);
    expect((await mailsTo('user202@example.com')).map((mail) => mail.subject)).toContain('A post waits for your approval');
  });

  it('tells the author of an approval (with the comment) and of a rejection, in their language', async () => {
    await t.platform.transport.publish([
      eventOf(postApproved, { ...facts({ status: 'scheduled' }), reviewerId: 202, comment: 'Nice one' }),
      eventOf(postRejected, { ...facts({ authorId: 206, userIds: [206, 203], status: 'draft' }), reviewerId: 203, comment: 'Le lien est cassé' }),
    ]);
    expect((await notificationsOf(201, 'post_approved'))[0]?.message).toMatch(/^Ada Approver approved your post “Spring launch.*; it goes out as scheduled\. Comment: Nice one$/);
    expect((await notificationsOf(206, 'post_rejected'))[0]?.message).toMatch(/^Rémi Relecteur a renvoyé votre publication « Spring launch.* » : Le lien est cassé$/);
    expect(await notificationsOf(203, 'post_rejected')).toHaveLength(0);
  });

  it('says nothing to a reviewer about their own post', async () => {
    await t.platform.transport.publish([eventOf(postApproved, { ...facts({ postId: 9002, authorId: 202, userIds: [202] }), reviewerId: 202, comment: null })]);
    expect(await notificationsOf(202, 'post_approved')).toHaveLength(0);
  });
});

describe('publishing outcomes', () => {
  it('names the networks a post went live on, and counts the accounts it failed on', async () => {
    await t.platform.transport.publish([
      eventOf(postPublished, { ...facts({ status: 'posted', excerpt: 'Short and sweet' }), urls: [] }),
      eventOf(postFailed, { ...facts({ authorId: 206, userIds: [206], status: 'failed', excerpt: 'Un post' }), failedTargets: 1, postedTargets: 2 }),
    ]);
    expect((await notificationsOf(201, 'post_published'))[0]?.message).toBe('Your post “Short and sweet” is live on X and Bluesky.');
    expect((await notificationsOf(206, 'post_failed'))[0]?.message).toBe(
      'Votre publication « Un post » n’a pas pu être publiée sur 1 de ses 3 comptes. Ouvrez-la pour voir la réponse de chaque réseau et réessayer.',
    );
  });
});

describe('connections', () => {
  it('tells whoever connected an account that the network refused it, with the network\'s message, in their language, and mails it', async () => {
    const reason = 'WordPress no longer accepts this application password (You are not currently logged in.).';
    await t.platform.transport.publish([
      eventOf(accountBroken, { accountId: 31, workspaceId: 55, type: 'wordpress-org', name: 'Olga’s blog', userIds: [205], message: reason }),
      eventOf(accountBroken, { accountId: 32, workspaceId: 77, type: 'bluesky', name: 'fleur.bsky.social', userIds: [206], message: 'Token has been revoked' }),
    ]);
    expect((await notificationsOf(205, 'account_broken'))[0]?.message).toBe(
      `WordPress (self-hosted) no longer accepts the connection of Olga’s blog: ${reason} Reconnect it under Manage platforms; its failed posts can then be tried again.`,
    );
    expect((await notificationsOf(206, 'account_broken'))[0]?.message).toMatch(/^Bluesky n’accepte plus la connexion de fleur\.bsky\.social : Token has been revoked Reconnectez-le/);
    expect((await mailsTo('olga@example.com')).map((mail) => mail.subject)).toContain('Reconnect Olga’s blog on WordPress (self-hosted)');
  });
});

describe('excerpts', () => {
  it('cuts a long post on a grapheme boundary, never inside an emoji', async () => {
    const family = '👨‍👩‍👧‍👦';
    await t.platform.transport.publish([eventOf(postPublished, { ...facts({ postId: 9003, authorId: 202, userIds: [202], status: 'posted', excerpt: `${'a'.repeat(78)}${family}${family} end` }), urls: [] })]);
    const [told] = await notificationsOf(202, 'post_published');
    expect(told?.message).toBe(`Your post “${'a'.repeat(78)}${family}…” is live on X and Bluesky.`);
  });
});

describe('billing', () => {
  const payment = { workspaceId: 55, paymentId: 1, userIds: [205], amount: 16_500, currency: 'EUR', method: 'card' as const, planName: 'Scale' };

  it('tells the owner of payments received, declined and refunded, and mails each', async () => {
    await t.platform.transport.publish([
      eventOf(paymentSucceeded, payment),
      eventOf(paymentFailed, { ...payment, paymentId: 2, reason: 'Your card was declined.' }),
      eventOf(paymentRefunded, { ...payment, paymentId: 3 }),
    ]);
    expect((await notificationsOf(205, 'payment_succeeded'))[0]?.message).toBe('We received your payment of €165.00 for Scale. Thank you!');
    expect((await notificationsOf(205, 'payment_failed'))[0]?.message).toBe('Your payment of €165.00 for Scale did not go through: Your card was declined. Update your payment method to keep your plan.');
    expect((await notificationsOf(205, 'payment_refunded'))[0]?.message).toBe('Your payment of €165.00 for Scale was refunded.');
    expect((await mailsTo('olga@example.com')).map((mail) => mail.subject)).toEqual(expect.arrayContaining(['Payment received', 'Your payment did not go through', 'Payment refunded']));
  });

  it('tells the owner of plan changes with their date, and not of renewals', async () => {
    const change = { workspaceId: 55, subscriptionId: 4, userIds: [205], plan: 'creator' as const, planName: 'Creator', interval: 'monthly' as const, status: 'active', effectiveAt: '2026-12-23T10:00:00.000Z' };
    await t.platform.transport.publish([eventOf(subscriptionChanged, { ...change, change: 'downgrade_scheduled' }), eventOf(subscriptionChanged, { ...change, change: 'renewed' })]);
    const told = await notificationsOf(205, 'subscription_changed');
    expect(told.map((notification) => notification.message)).toEqual(['Your plan changes to Creator on December 23, 2026; until then you keep your current plan.']);
  });
});
