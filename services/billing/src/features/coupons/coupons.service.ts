import { inArray } from 'drizzle-orm';
import type { Coupon, CouponListQuery, CouponRejection, CouponValidation, CreateCouponBody, FieldError, UpdateCouponBody, ValidateCouponBody } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { commonErrors, type PageResult } from '@cadence/service-kit';
import { plans } from '../../db/schema';
import { billingErrors } from '../../lib/errors';
import * as accounts from '../accounts/accounts.repository';
import * as plansRepo from '../plans/plans.repository';
import { quote } from './pricing';
import * as repo from './coupons.repository';

const MAX_TRIAL_DAYS = 365;

function toCoupon(row: repo.CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    max_usage: row.maxUsage,
    usage_count: row.usageCount,
    expiration_date: row.expirationDate?.toISOString() ?? null,
    status: row.status,
    plans: row.plans,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rules the schema cannot state: a percentage up to 100, a trial up to a year, an expiry in the future, plans that exist. */
async function checkTerms(db: Executor, terms: { discount_type: CreateCouponBody['discount_type']; discount_value: number; expiration_date?: string | null | undefined; plans?: number[] | undefined; max_usage: number; usage_count: number }, isNew: boolean) {
  const errors: FieldError[] = [];
  if (terms.discount_type === 'percentage' && terms.discount_value > 100) errors.push({ field: 'discount_value', message: 'must be at most 100 for a percentage' });
  if (terms.discount_type === 'free_trial' && terms.discount_value > MAX_TRIAL_DAYS) errors.push({ field: 'discount_value', message: `must be at most ${MAX_TRIAL_DAYS} days for a free trial` });
  if (isNew && terms.expiration_date && new Date(terms.expiration_date).getTime() <= Date.now()) errors.push({ field: 'expiration_date', message: 'must be in the future' });
  if (terms.max_usage < terms.usage_count) errors.push({ field: 'max_usage', message: `must be at least the ${terms.usage_count} uses already made` });
  if (terms.plans && terms.plans.length > 0) {
    const found = await db.select({ id: plans.id }).from(plans).where(inArray(plans.id, terms.plans));
    const missing = terms.plans.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) errors.push({ field: 'plans', message: `has plans that do not exist: ${missing.join(', ')}` });
  }
  if (errors.length > 0) throw commonErrors.VALIDATION_FAILED(errors.map((error) => `${error.field}: ${error.message}`).join('; '), errors);
}

export async function list(db: Database, query: CouponListQuery): Promise<PageResult<Coupon>> {
  const page = await repo.list(db, query);
  return { ...page, rows: page.rows.map(toCoupon) };
}

export async function get(db: Database, id: number): Promise<Coupon> {
  const row = await repo.find(db, id);
  if (!row) throw billingErrors.COUPON_NOT_FOUND();
  return toCoupon(row);
}

const taken = () => billingErrors.COUPON_CODE_TAKEN(undefined, [{ field: 'code', message: 'is already used by another coupon' }]);

export async function create(db: Database, body: CreateCouponBody): Promise<Coupon> {
  await checkTerms(db, { ...body, usage_count: 0 }, true);
  const code = body.code.toUpperCase();
  if (await repo.codeTaken(db, code)) throw taken();
  try {
    const row = await repo.insert(db, {
      code,
      discountType: body.discount_type,
      discountValue: body.discount_value,
      maxUsage: body.max_usage,
      expirationDate: body.expiration_date ? new Date(body.expiration_date) : null,
      status: body.status,
      plans: body.plans ?? [],
    });
    return toCoupon(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function update(db: Database, id: number, body: UpdateCouponBody): Promise<Coupon> {
  const current = await repo.find(db, id);
  if (!current) throw billingErrors.COUPON_NOT_FOUND();
  await checkTerms(
    db,
    {
      discount_type: body.discount_type ?? current.discountType,
      discount_value: body.discount_value ?? current.discountValue,
      expiration_date: body.expiration_date,
      plans: body.plans,
      max_usage: body.max_usage ?? current.maxUsage,
      usage_count: current.usageCount,
    },
    body.expiration_date !== undefined,
  );
  const code = body.code?.toUpperCase();
  if (code !== undefined && (await repo.codeTaken(db, code, id))) throw taken();
  try {
    const row = await repo.update(db, id, {
      ...(code !== undefined && { code }),
      ...(body.discount_type !== undefined && { discountType: body.discount_type }),
      ...(body.discount_value !== undefined && { discountValue: body.discount_value }),
      ...(body.max_usage !== undefined && { maxUsage: body.max_usage }),
      ...(body.expiration_date !== undefined && { expirationDate: body.expiration_date === null ? null : new Date(body.expiration_date) }),
      ...(body.status !== undefined && { status: body.status }),
      ...(body.plans !== undefined && { plans: body.plans }),
    });
    if (!row) throw billingErrors.COUPON_NOT_FOUND();
    return toCoupon(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function remove(db: Database, id: number): Promise<{ id: number }> {
  if (!(await repo.remove(db, id))) throw billingErrors.COUPON_NOT_FOUND();
  return { id };
}

const REJECTION_MESSAGES: Record<CouponRejection, string> = {
  not_found: 'This coupon code does not exist',
  inactive: 'This coupon is switched off',
  expired: 'This coupon has expired',
  used_up: 'This coupon has been used as many times as it allows',
  not_for_plan: 'This coupon does not apply to this plan',
};

/** Whether a coupon may be used on a plan now; the reason when it may not. */
export function rejectionOf(coupon: repo.CouponRow | undefined, planId: number, now: Date): CouponRejection | null {
  if (!coupon) return 'not_found';
  if (!coupon.status) return 'inactive';
  if (coupon.expirationDate && coupon.expirationDate.getTime() <= now.getTime()) return 'expired';
  if (coupon.usageCount >= coupon.maxUsage) return 'used_up';
  if (coupon.plans.length > 0 && !coupon.plans.includes(planId)) return 'not_for_plan';
  return null;
}

export function rejectionMessage(reason: CouponRejection): string {
  return REJECTION_MESSAGES[reason];
}

/** The checkout's coupon check: the price with the discount, or the plan's own price and the reason. */
export async function validate(db: Database, workspaceId: number | null, body: ValidateCouponBody): Promise<CouponValidation> {
  const plan = await plansRepo.find(db, body.planId);
  if (!plan || plan.status !== 'active') throw billingErrors.PLAN_NOT_FOUND(undefined, [{ field: 'planId', message: 'is not a plan on offer' }]);
  const nonprofit = workspaceId === null ? false : ((await accounts.find(db, workspaceId))?.nonprofit ?? false);
  const coupon = await repo.findByCode(db, body.code);
  const reason = rejectionOf(coupon, plan.id, new Date());
  const terms = reason === null && coupon ? { discountType: coupon.discountType, discountValue: coupon.discountValue } : null;
  return {
    valid: reason === null,
    reason,
    message: reason === null ? 'The coupon applies' : REJECTION_MESSAGES[reason],
    quote: quote(plan, body.interval, { nonprofit, coupon: terms }),
  };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = error && typeof error === 'object' && 'cause' in error ? error.cause : error;
  return Boolean(cause && typeof cause === 'object' && 'code' in cause && cause.code === '23505');
}
