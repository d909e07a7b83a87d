import type { FieldError } from '@cadence/contracts';
import type { Query } from './api/client';
import type { SharedPage } from './compose/share';

/** What the popup asks of the service worker, which alone holds and renews the tokens. */
export type Request =
  | { type: 'call'; method: string; path: string; params?: Record<string, string | number>; query?: Query; body?: unknown }
  | { type: 'upload-image'; imageUrl: string }
  | { type: 'sign-in'; server: string; deviceName: string }
  | { type: 'cancel-sign-in' }
  | { type: 'sign-out' };

export interface WireError {
  status: number;
  message: string;
  code?: string | undefined;
  fields: FieldError[];
}

export type Reply<T = unknown> = { ok: true; data: T } | { ok: false; error: WireError };

/** Where the sign-in stands, kept in extension storage so a reopened popup shows it. */
export type SignInState = { state: 'waiting'; server: string; code: string; verificationUrl: string; expiresAt: number } | { state: 'failed'; message: string };

export const SIGN_IN_KEY = 'cadence.signIn';
/** A page shared from the context menu, picked up by the composer it opens. */
export const SHARED_KEY = 'cadence.shared';
export type SharedItem = SharedPage & { at: number };
