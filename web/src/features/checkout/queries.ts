import { queryOptions } from '@tanstack/react-query';
import { getCheckoutStatus, getPaymentProviders, type CheckoutStatus } from '@cadence/contracts';
import { call } from '../../lib/api';

export const CHECKOUT_KEY = ['checkout'] as const;

/** How often the success page asks for a checkout's outcome while the provider has not answered. */
export const CHECKOUT_POLL_MS = 2_000;

/** A checkout's outcome; asked again every CHECKOUT_POLL_MS while it is still open. */
export function checkoutStatusQuery(id: string) {
  return queryOptions({
    queryKey: [...CHECKOUT_KEY, 'status', id],
    queryFn: async ({ signal }) => (await call(getCheckoutStatus, { params: { id }, signal })).data,
    refetchInterval: (query) => (isSettled(query.state.data) ? false : CHECKOUT_POLL_MS),
  });
}

export function isSettled(status: CheckoutStatus | undefined): boolean {
  return status !== undefined && status.status !== 'open';
}

/** Card and PayPal: which of them the platform can take now. */
export function paymentProvidersQuery() {
  return queryOptions({
    queryKey: [...CHECKOUT_KEY, 'providers'],
    queryFn: async ({ signal }) => (await call(getPaymentProviders, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
