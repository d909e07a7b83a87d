import { billingErrors } from '../lib/errors';

/** A provider answered with an error of its own (a 4xx about the request, or a 5xx). */
export class ProviderError extends Error {
  constructor(
    readonly provider: 'stripe' | 'paypal',
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Turns a provider failure into what the caller is told: 503 when unreachable or failing, 502 when it refused. */
export function toProviderFailure(error: unknown): Error {
  if (error instanceof ProviderError && error.status !== null && error.status < 500 && error.status !== 429) return billingErrors.PROVIDER_REFUSED();
  return billingErrors.PROVIDER_UNAVAILABLE();
}
