import type { CouponValidation } from '@cadence/contracts';

/** What the coupon field says now: nothing typed, waiting, accepted, refused (with the reason). */
export type CouponState = { kind: 'none' } | { kind: 'checking' } | { kind: 'valid'; validation: CouponValidation } | { kind: 'invalid'; validation: CouponValidation } | { kind: 'error' };

/** A code short enough to be a typo is not sent (the contract's codes have at least 3 characters). */
export function couponToCheck(code: string): string | null {
  const trimmed = code.trim();
  return trimmed.length >= 3 ? trimmed.toUpperCase() : null;
}

export function couponState(input: { code: string; settledCode: string; pending: boolean; error: boolean; validation: CouponValidation | undefined }): CouponState {
  const code = couponToCheck(input.code);
  if (!code) return { kind: 'none' };
  // Typing ahead of the debounce, or the answer for this code is on its way.
  if (couponToCheck(input.settledCode) !== code || input.pending) return { kind: 'checking' };
  if (input.error) return { kind: 'error' };
  if (!input.validation) return { kind: 'checking' };
  return input.validation.valid ? { kind: 'valid', validation: input.validation } : { kind: 'invalid', validation: input.validation };
}
