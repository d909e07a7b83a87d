/**
 * The only errors an adapter raises. Each carries the network's own message and raw body so the
 * post can show the outcome per account exactly as the network said it.
 */
export abstract class ProviderError extends Error {
  abstract readonly kind: 'token-expired' | 'disconnected' | 'invalid-content' | 'address-refused' | 'rate-limited' | 'transient' | 'unknown-outcome';
  constructor(
    message: string,
    /** The network's answer as received (status and body), for the post's outcome. */
    readonly raw?: { status?: number; body?: unknown },
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The access token expired: refresh it and try again. */
export class TokenExpiredError extends ProviderError {
  readonly kind = 'token-expired';
}

/** The grant was revoked or the account is gone: the connection is broken until reconnected. */
export class DisconnectedError extends ProviderError {
  readonly kind = 'disconnected';
}

/** The network refused the content: fail this target with the network's message. */
export class InvalidContentError extends ProviderError {
  readonly kind = 'invalid-content';
}

/**
 * The outbound guard refused the address before anything was sent (not a public address, not
 * http or https): a refusal, never a lost connection; trying again cannot succeed.
 */
export class AddressRefusedError extends ProviderError {
  readonly kind = 'address-refused';
}

/** Over a network limit: wait until `retryAt`, then try again (never a failure). */
export class RateLimitedError extends ProviderError {
  readonly kind = 'rate-limited';
  constructor(
    message: string,
    readonly retryAt: Date,
    raw?: { status?: number; body?: unknown },
  ) {
    super(message, raw);
  }
}

/** A 5xx, a reset connection: retry with backoff. */
export class TransientError extends ProviderError {
  readonly kind = 'transient';
}

/**
 * The request may or may not have reached the network (timeout after sending): check with
 * `findPublished` before any retry.
 */
export class UnknownOutcomeError extends ProviderError {
  readonly kind = 'unknown-outcome';
}
