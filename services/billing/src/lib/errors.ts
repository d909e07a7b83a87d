import { defineErrors } from '@cadence/service-kit';

export const billingErrors = defineErrors('BILLING', {
  PLAN_NOT_FOUND: [404, 'This plan does not exist'],
  PLAN_NAME_TAKEN: [409, 'A plan with this name already exists'],
  PLAN_IN_USE: [409, 'This plan has subscriptions; set it inactive instead of deleting it'],
  PLAN_INACTIVE: [409, 'This plan is not on offer'],
  COUPON_NOT_FOUND: [404, 'This coupon does not exist'],
  COUPON_CODE_TAKEN: [409, 'A coupon with this code already exists'],
  COUPON_NOT_USABLE: [409, 'This coupon cannot be used'],
  NO_WORKSPACE_ACCOUNT: [404, 'This workspace has no billing account'],
  NO_SUBSCRIPTION: [404, 'This workspace has no subscription'],
  NEEDS_CHECKOUT: [409, 'Choose a paid plan through checkout first'],
  SAME_PLAN: [409, 'The workspace is already on this plan and interval'],
  NOTHING_SCHEDULED: [409, 'No change is scheduled'],
  NEEDS_APPROVAL: [409, 'This change needs the payer to approve it at PayPal'],
  NONPROFIT_GRANTED: [409, 'This account already has its nonprofit discount (one per account)'],
  CHECKOUT_NOT_FOUND: [404, 'This checkout does not exist'],
  PROVIDER_OFF: [409, 'This payment method is not available'],
  PROVIDER_UNAVAILABLE: [503, 'The payment provider cannot be reached right now; nothing was charged. Try again in a few minutes'],
  PROVIDER_REFUSED: [502, 'The payment provider refused the request; nothing was charged. Try again or use another payment method'],
  NO_PORTAL: [409, 'There is no card subscription to manage yet'],
  WEBHOOK_INVALID: [400, 'The notification signature is not valid'],
});
