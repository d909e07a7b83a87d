import type { FastifyBaseLogger } from 'fastify';
import type {
  ChangeSubscriptionBody,
  Client,
  ClientListQuery,
  CurrentSubscription,
  GrantPlanBody,
  Subscription,
  SubscriptionChangePreview,
  SubscriptionChangeResult,
  SubscriptionListQuery,
  SubscriptionRow as SubscriptionListRow,
} from '@cadence/contracts';
import { PLAN_KEYS, type PlanKey } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { fieldError, type PageResult } from '@cadence/service-kit';
import { billingErrors } from '../../lib/errors';
import type { Gateways } from '../../providers/gateways';
import { toProviderFailure } from '../../providers/provider-call';
import * as accounts from '../accounts/accounts.repository';
import { quote } from '../coupons/pricing';
import { entitlementsFor } from '../entitlements/entitlements.service';
import * as plansRepo from '../plans/plans.repository';
import { applyApproved, paypalPlanOf, planAtPaypal, requestRevision } from './paypal-revision';
import { announce } from './subscription-events';
import { viewOf, viewsOf } from './subscription-view';
import { monthlyEquivalent, periodEnd, prorate } from './proration';
import * as repo from './subscriptions.repository';

export interface SubscriptionsDeps {
  db: Database;
  gateways: Gateways;
  log: FastifyBaseLogger;
  /** The web app's origin, where PayPal sends the payer back after approving a change. */
  publicUrl: string;
}

/** SPEC §1 and the sign-up default: 14 days with Traction's limits. */
export const TRIAL_DAYS = 14;
const TRIAL_PLAN_KEY: PlanKey = 'traction';

/**
 * A new workspace's billing account and its trial (Traction, 14 days), announced with its
 * entitlements. A repeat (the same registration delivered twice) changes nothing.
 */
export async function startTrial(tx: Executor, owner: { workspaceId: number; userId: number; name: string; email: string }, now = new Date()): Promise<boolean> {
  const created = await accounts.insertIfMissing(tx, { workspaceId: owner.workspaceId, ownerUserId: owner.userId, ownerName: owner.name, ownerEmail: owner.email });
  if (!created) return false;
  const plan = await plansRepo.activeByKey(tx, TRIAL_PLAN_KEY);
  if (!plan) return true;
  const row = await repo.upsert(tx, {
    workspaceId: owner.workspaceId,
    planId: plan.id,
    interval: 'monthly',
    status: 'trial',
    provider: 'trial',
    amount: 0,
    currency: plan.currency,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
  });
  await announce(tx, row, 'started', { entitlements: true });
  return true;
}

export async function current(db: Database, workspaceId: number): Promise<CurrentSubscription> {
  const row = await repo.find(db, workspaceId);
  const account = await accounts.find(db, workspaceId);
  const subscription = row ? await viewOf(db, row, account?.nonprofit ?? false) : null;
  const unlimited = row !== undefined && row.currentPeriodEnd === null && row.status !== 'expired';
  return {
    subscription,
    entitlements: await entitlementsFor(db, workspaceId),
    expiresAt: row?.currentPeriodEnd?.toISOString() ?? null,
    unlimited,
  };
}

const isPaid = (row: repo.SubscriptionRow) => (row.provider === 'stripe' || row.provider === 'paypal') && row.providerSubscriptionId !== null;

async function activePlan(db: Executor, planId: number) {
  const plan = await plansRepo.find(db, planId);
  if (!plan || plan.status !== 'active') throw billingErrors.PLAN_NOT_FOUND(undefined, [{ field: 'planId', message: 'is not a plan on offer' }]);
  return plan;
}

/** What changing to `body` means for the workspace's subscription now: upgrade or not, the new price, and the proration of an upgrade. */
async function planChange(db: Database, workspaceId: number, body: ChangeSubscriptionBody, now: Date) {
  const row = await repo.find(db, workspaceId);
  if (!row || !isPaid(row) || row.status === 'expired' || row.status === 'cancelled') throw billingErrors.NEEDS_CHECKOUT();
  const plan = await activePlan(db, body.planId);
  if (row.planId === plan.id && row.interval === body.interval && row.scheduledKind === null) throw billingErrors.SAME_PLAN();
  const account = await accounts.find(db, workspaceId);
  const price = quote(plan, body.interval, { nonprofit: account?.nonprofit ?? false, coupon: null });
  const upgrade = monthlyEquivalent(price.amount, body.interval) > monthlyEquivalent(row.amount, row.interval);
  const intervalChanges = body.interval !== row.interval;
  const end = row.currentPeriodEnd ?? periodEnd(row.currentPeriodStart, row.interval);
  const proration = upgrade ? prorate({ currentAmount: row.amount, newAmount: price.amount, periodStart: row.currentPeriodStart, periodEnd: end, now, intervalChanges, currency: price.currency }) : null;
  return { row, plan, account, price, upgrade, intervalChanges, proration, periodEnd: end };
}

/** What `change` would do, without doing it: when it applies and what an upgrade charges now. */
export async function previewChange(db: Database, workspaceId: number, body: ChangeSubscriptionBody, now = new Date()): Promise<SubscriptionChangePreview> {
  const { row, upgrade, proration, price, periodEnd: end } = await planChange(db, workspaceId, body, now);
  const paypal = row.provider === 'paypal';
  return {
    effective: paypal ? 'approval' : upgrade ? 'now' : 'period_end',
    effectiveAt: (upgrade ? now : end).toISOString(),
    priceFrom: (upgrade && !paypal ? now : end).toISOString(),
    proration: paypal ? null : proration,
    amount: price.amount,
    currency: price.currency,
    interval: body.interval,
  };
}

/**
 * Upgrade: applied at once at the provider with proration, then here. Downgrade or a cheaper
 * interval: scheduled for the end of the period (the sweep applies it). Provider first, our
 * change after: a provider failure leaves everything as it was. A PayPal subscription's change
 * waits for the payer's approval at PayPal (paypal-revision.ts).
 */
export async function change(deps: SubscriptionsDeps, workspaceId: number, body: ChangeSubscriptionBody, now = new Date()): Promise<SubscriptionChangeResult> {
  const { row, plan, account, price, upgrade, intervalChanges, proration } = await planChange(deps.db, workspaceId, body, now);
  const nonprofit = account?.nonprofit ?? false;

  if (row.provider === 'paypal') {
    const { approveUrl } = await requestRevision(deps.gateways.paypal, row, plan, body.interval, deps.publicUrl);
    const target = paypalPlanOf(plan, body.interval);
    const updated = await deps.db.transaction(async (tx) => {
      const locked = await repo.lock(tx, workspaceId);
      if (!locked || locked.id !== row.id) throw billingErrors.NO_SUBSCRIPTION();
      const waiting = await repo.update(tx, row.id, { scheduledKind: 'approval', scheduledPlanId: plan.id, scheduledInterval: body.interval });
      return approveUrl === null && target !== null ? applyApproved(tx, waiting, target) : waiting;
    });
    const effective = updated.scheduledKind === 'approval' ? 'approval' : updated.scheduledKind === 'downgrade' ? 'period_end' : 'now';
    return { subscription: await viewOf(deps.db, updated, nonprofit), effective, proration: null, approveUrl };
  }

  if (!upgrade) {
    const updated = await deps.db.transaction(async (tx) => {
      const locked = await repo.lock(tx, workspaceId);
      if (!locked || locked.id !== row.id) throw billingErrors.NO_SUBSCRIPTION();
      const next = await repo.update(tx, row.id, { scheduledKind: 'downgrade', scheduledPlanId: plan.id, scheduledInterval: body.interval });
      await announce(tx, next, 'downgrade_scheduled', { entitlements: false });
      return next;
    });
    return { subscription: await viewOf(deps.db, updated, nonprofit), effective: 'period_end', proration: null, approveUrl: null };
  }

  await changeAtProvider(deps, row, plan, body.interval, price.amount, true);
  const updated = await deps.db.transaction(async (tx) => {
    const locked = await repo.lock(tx, workspaceId);
    if (!locked || locked.id !== row.id) throw billingErrors.NO_SUBSCRIPTION();
    const next = await repo.update(tx, row.id, {
      planId: plan.id,
      interval: body.interval,
      amount: price.amount,
      status: 'active',
      scheduledKind: null,
      scheduledPlanId: null,
      scheduledInterval: null,
      ...(intervalChanges && { currentPeriodStart: now, currentPeriodEnd: periodEnd(now, body.interval) }),
    });
    await announce(tx, next, 'upgraded', { entitlements: true });
    return next;
  });
  return { subscription: await viewOf(deps.db, updated, nonprofit), effective: 'now', proration, approveUrl: null };
}

/**
 * After the payer returns from PayPal: applies the change PayPal now bills (the webhook may have
 * applied it first, which this repeats harmlessly). A change PayPal does not show yet stays
 * waiting (effective approval).
 */
export async function confirmChange(deps: SubscriptionsDeps, workspaceId: number): Promise<SubscriptionChangeResult> {
  const row = await repo.find(deps.db, workspaceId);
  if (!row || row.provider !== 'paypal' || row.status === 'expired') throw billingErrors.NO_SUBSCRIPTION();
  const account = await accounts.find(deps.db, workspaceId);
  let updated = row;
  if (row.scheduledKind === 'approval') {
    const billed = await planAtPaypal(deps.gateways.paypal, row);
    updated = await deps.db.transaction(async (tx) => {
      const locked = await repo.lock(tx, workspaceId);
      if (!locked) throw billingErrors.NO_SUBSCRIPTION();
      return applyApproved(tx, locked, billed);
    });
  }
  const effective = updated.scheduledKind === 'approval' ? 'approval' : updated.scheduledKind === 'downgrade' ? 'period_end' : 'now';
  return { subscription: await viewOf(deps.db, updated, account?.nonprofit ?? false), effective, proration: null, approveUrl: null };
}

async function changeAtProvider(deps: SubscriptionsDeps, row: repo.SubscriptionRow, plan: plansRepo.PlanRow, interval: 'monthly' | 'annual', amount: number, prorateNow: boolean): Promise<void> {
  const ref = row.providerSubscriptionId;
  // A PayPal change was revised and approved at PayPal before it was scheduled here.
  if (!ref || row.provider !== 'stripe') return;
  const changeKey = `${row.id}-${plan.id}-${interval}-${amount}-${row.updatedAt.getTime()}`;
  try {
    if (!deps.gateways.stripe || !plan.stripeProductId) throw billingErrors.PROVIDER_OFF();
    await deps.gateways.stripe.changePrice({ subscriptionId: ref, productId: plan.stripeProductId, interval, amount, currency: plan.currency, prorate: prorateNow, changeKey });
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw toProviderFailure(error);
  }
}

/** Cancels at the end of the billing cycle: the provider stops renewing, the plan stays until then. */
export async function cancel(deps: SubscriptionsDeps, workspaceId: number): Promise<SubscriptionChangeResult> {
  const row = await repo.find(deps.db, workspaceId);
  if (!row || row.status === 'expired') throw billingErrors.NO_SUBSCRIPTION();
  if (row.scheduledKind === 'cancel') throw billingErrors.SAME_PLAN('The subscription is already cancelled at the end of its period');
  if (row.providerSubscriptionId) {
    try {
      if (row.provider === 'stripe' && deps.gateways.stripe) await deps.gateways.stripe.setCancelAtPeriodEnd(row.providerSubscriptionId, true, `${row.id}-cancel-${row.updatedAt.getTime()}`);
      if (row.provider === 'paypal' && deps.gateways.paypal) await deps.gateways.paypal.cancel(row.providerSubscriptionId, 'Cancelled by the customer; the plan stays active until the end of the period');
    } catch (error) {
      throw toProviderFailure(error);
    }
  }
  const account = await accounts.find(deps.db, workspaceId);
  const updated = await deps.db.transaction(async (tx) => {
    const locked = await repo.lock(tx, workspaceId);
    if (!locked || locked.id !== row.id) throw billingErrors.NO_SUBSCRIPTION();
    const next = await repo.update(tx, row.id, { status: 'cancelled', scheduledKind: 'cancel', scheduledPlanId: null, scheduledInterval: null });
    await announce(tx, next, 'cancel_scheduled', { entitlements: true });
    return next;
  });
  return { subscription: await viewOf(deps.db, updated, account?.nonprofit ?? false), effective: 'period_end', proration: null, approveUrl: null };
}

/**
 * Withdraws a scheduled downgrade, a card subscription's cancellation (PayPal cancellations are
 * final) or a change still waiting for approval at PayPal (unapproved, PayPal keeps the old plan).
 */
export async function resume(deps: SubscriptionsDeps, workspaceId: number): Promise<Subscription> {
  const row = await repo.find(deps.db, workspaceId);
  if (!row || row.status === 'expired') throw billingErrors.NO_SUBSCRIPTION();
  if (row.scheduledKind === null) throw billingErrors.NOTHING_SCHEDULED();
  if (row.scheduledKind === 'downgrade' && row.provider === 'paypal')
    throw billingErrors.NEEDS_APPROVAL('PayPal already bills the lower plan from the next payment; choose the current plan again and approve it at PayPal');
  if (row.scheduledKind === 'cancel') {
    if (row.provider === 'paypal') throw billingErrors.NEEDS_CHECKOUT('A cancelled PayPal subscription cannot be resumed; subscribe again through checkout');
    if (row.provider === 'stripe' && row.providerSubscriptionId && deps.gateways.stripe) {
      try {
        await deps.gateways.stripe.setCancelAtPeriodEnd(row.providerSubscriptionId, false, `${row.id}-resume-${row.updatedAt.getTime()}`);
      } catch (error) {
        throw toProviderFailure(error);
      }
    }
  }
  const account = await accounts.find(deps.db, workspaceId);
  const updated = await deps.db.transaction(async (tx) => {
    const locked = await repo.lock(tx, workspaceId);
    if (!locked || locked.id !== row.id) throw billingErrors.NO_SUBSCRIPTION();
    const status = locked.status === 'cancelled' ? (locked.provider === 'trial' ? 'trial' : 'active') : locked.status;
    const next = await repo.update(tx, row.id, { status, scheduledKind: null, scheduledPlanId: null, scheduledInterval: null });
    await announce(tx, next, 'resumed', { entitlements: row.scheduledKind === 'cancel' });
    return next;
  });
  return viewOf(deps.db, updated, account?.nonprofit ?? false);
}

/**
 * Applies what a finished period carries: a scheduled downgrade (at the provider, without
 * proration, then here), a cancellation or a trial end (the subscription expires). Returns
 * whether anything changed.
 */
export async function applyDue(deps: SubscriptionsDeps, workspaceId: number, now = new Date()): Promise<boolean> {
  const row = await repo.find(deps.db, workspaceId);
  if (!row?.currentPeriodEnd || row.currentPeriodEnd > now) return false;
  if (row.scheduledKind === 'downgrade' && row.scheduledPlanId !== null && row.scheduledInterval !== null) {
    const plan = await plansRepo.find(deps.db, row.scheduledPlanId);
    if (!plan) return false;
    const account = await accounts.find(deps.db, workspaceId);
    const price = quote(plan, row.scheduledInterval, { nonprofit: account?.nonprofit ?? false, coupon: null });
    await changeAtProvider(deps, row, plan, row.scheduledInterval, price.amount, false);
    return deps.db.transaction(async (tx) => {
      const locked = await repo.lock(tx, workspaceId);
      if (!locked || locked.updatedAt.getTime() !== row.updatedAt.getTime()) return false;
      const next = await repo.update(tx, row.id, { planId: plan.id, interval: row.scheduledInterval ?? row.interval, amount: price.amount, scheduledKind: null, scheduledPlanId: null, scheduledInterval: null });
      await announce(tx, next, 'downgraded', { entitlements: true });
      return true;
    });
  }
  if (row.status === 'cancelled' || row.scheduledKind === 'cancel' || (row.status === 'trial' && row.provider === 'trial')) {
    return deps.db.transaction(async (tx) => {
      const locked = await repo.lock(tx, workspaceId);
      if (!locked || locked.updatedAt.getTime() !== row.updatedAt.getTime()) return false;
      const next = await repo.update(tx, row.id, { status: 'expired', scheduledKind: null, scheduledPlanId: null, scheduledInterval: null });
      await announce(tx, next, 'expired', { entitlements: true });
      return true;
    });
  }
  return false;
}

/** Staff give a workspace a plan without payment, until `endsAt` or without end (Unlimited). */
export async function grant(deps: SubscriptionsDeps, workspaceId: number, body: GrantPlanBody, now = new Date()): Promise<Subscription> {
  const plan = await plansRepo.find(deps.db, body.planId);
  if (!plan) throw billingErrors.PLAN_NOT_FOUND(undefined, [{ field: 'planId', message: 'does not exist' }]);
  if (body.endsAt !== null && new Date(body.endsAt) <= now) throw fieldError('endsAt', 'must be in the future');
  const account = await accounts.find(deps.db, workspaceId);
  if (!account) throw billingErrors.NO_WORKSPACE_ACCOUNT();
  const existing = await repo.find(deps.db, workspaceId);
  if (existing && isPaid(existing) && existing.status !== 'expired' && existing.status !== 'cancelled')
    throw billingErrors.SAME_PLAN('This workspace pays through a provider; cancel that subscription before granting a plan');
  const row = await deps.db.transaction((tx) => applyGrant(tx, workspaceId, plan, body.endsAt === null ? null : new Date(body.endsAt), now));
  return viewOf(deps.db, row, account.nonprofit);
}

/** The staff grant itself, in the caller's transaction: the workspace's subscription on `plan`, free, until `endsAt` (null: without end). */
async function applyGrant(tx: Executor, workspaceId: number, plan: repo.PlanRow, endsAt: Date | null, now: Date): Promise<repo.SubscriptionRow> {
  await accounts.lock(tx, workspaceId);
  const next = await repo.upsert(tx, {
    workspaceId,
    planId: plan.id,
    interval: 'monthly',
    status: 'active',
    provider: 'staff',
    providerSubscriptionId: null,
    amount: 0,
    currency: plan.currency,
    couponId: null,
    currentPeriodStart: now,
    currentPeriodEnd: endsAt,
    scheduledKind: null,
    scheduledPlanId: null,
    scheduledInterval: null,
    providerUpdatedAt: null,
  });
  await announce(tx, next, 'granted', { entitlements: true });
  return next;
}

/**
 * The plan staff set on a client in the users admin (auth.plan.granted): the owned workspace's
 * subscription becomes a staff grant of the active plan of that tier, unless the workspace pays
 * through a provider (its subscription stays; staff cancel it first). Thrown while the workspace
 * has no billing account yet, so the event is tried again once auth.user.registered made it.
 */
export async function grantFromUsersAdmin(tx: Executor, grant: { workspaceId: number; plan: string; endsAt: string | null }, now = new Date()): Promise<'granted' | 'paying' | 'no_plan'> {
  if (!(await accounts.find(tx, grant.workspaceId))) throw new Error(`workspace ${grant.workspaceId} has no billing account yet`);
  const key = PLAN_KEYS.find((candidate) => candidate === grant.plan);
  const plan = key ? await plansRepo.activeByKey(tx, key) : undefined;
  if (!plan) return 'no_plan';
  const existing = await repo.lock(tx, grant.workspaceId);
  if (existing && isPaid(existing) && existing.status !== 'expired' && existing.status !== 'cancelled') return 'paying';
  await applyGrant(tx, grant.workspaceId, plan, grant.endsAt === null ? null : new Date(grant.endsAt), now);
  return 'granted';
}

/** SPEC §1: 20% monthly or 25% annual, one per account, granted by staff with a note; applies from the next price the workspace pays. */
export async function grantNonprofit(deps: SubscriptionsDeps, workspaceId: number, staffUserId: number, note: string): Promise<Subscription> {
  const row = await deps.db.transaction(async (tx) => {
    const outcome = await applyNonprofit(tx, workspaceId, staffUserId, note);
    if (outcome === 'no_account') throw billingErrors.NO_WORKSPACE_ACCOUNT();
    if (outcome === 'already') throw billingErrors.NONPROFIT_GRANTED();
    if (outcome === 'no_subscription') throw billingErrors.NO_SUBSCRIPTION();
    return outcome;
  });
  return viewOf(deps.db, row, true);
}

/**
 * The grant itself, in the caller's transaction (staff's route, or support's approval of a
 * nonprofit request): the subscription it applies to, or why nothing changed.
 */
export async function applyNonprofit(tx: Executor, workspaceId: number, staffUserId: number, note: string): Promise<repo.SubscriptionRow | 'no_account' | 'already' | 'no_subscription'> {
  const account = await accounts.lock(tx, workspaceId);
  if (!account) return 'no_account';
  if (account.nonprofit) return 'already';
  const subscription = await repo.lock(tx, workspaceId);
  if (!subscription) return 'no_subscription';
  await accounts.update(tx, workspaceId, { nonprofit: true, nonprofitNote: note.trim(), nonprofitGrantedBy: staffUserId });
  await announce(tx, subscription, 'nonprofit', { entitlements: false });
  return subscription;
}

export async function listAll(db: Database, query: SubscriptionListQuery): Promise<PageResult<SubscriptionListRow>> {
  const page = await repo.listAll(db, query);
  const owners = await repo.accountsOf(db, page.rows.map((row) => row.workspaceId));
  const views = await viewsOf(db, page.rows, (id) => owners.get(id)?.nonprofit ?? false);
  return {
    ...page,
    rows: views.map((view) => ({ ...view, ownerName: owners.get(view.workspaceId)?.ownerName ?? '', ownerEmail: owners.get(view.workspaceId)?.ownerEmail ?? '' })),
  };
}

export async function listClients(db: Database, query: ClientListQuery): Promise<PageResult<Client>> {
  const page = await repo.listClients(db, query);
  const subscriptions = await repo.subscriptionsOf(db, page.rows.map((row) => row.workspaceId));
  const plans = await repo.plansById(db, [...new Set([...subscriptions.values()].map((row) => row.planId))]);
  return {
    ...page,
    rows: page.rows.map((account) => {
      const subscription = subscriptions.get(account.workspaceId);
      const plan = subscription ? plans.get(subscription.planId) : undefined;
      return {
        workspaceId: account.workspaceId,
        ownerUserId: account.ownerUserId,
        name: account.ownerName,
        email: account.ownerEmail,
        plan: plan ? { id: plan.id, key: plan.key, name: plan.name } : null,
        status: subscription?.status ?? null,
        interval: subscription?.interval ?? null,
        expiresAt: subscription?.currentPeriodEnd?.toISOString() ?? null,
        nonprofit: account.nonprofit,
        createdAt: account.createdAt.toISOString(),
      };
    }),
  };
}
