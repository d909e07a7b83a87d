import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { userRegistered, type EventMessage, type Permission, type WorkspaceRole } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { billingService } from '../src/app';
import { startPaymentPeers, type PaymentPeers } from './peers';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Requests against a test platform with a token of the given shape. */
export function clientOf(t: TestPlatform) {
  /** A token of this shape; in a workspace, as its owner unless another role is named. */
  const auth = (claims: { userId: number; workspaceId?: number | null; permissions?: Permission[]; workspaceRole?: WorkspaceRole }) => ({ authorization: `Bearer ${t.token(claims)}` });
  const inject = (method: Method, url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) => t.platform.app.inject({ method, url, ...options } as InjectOptions);
  return { auth, inject };
}

/** auth.user.registered as auth publishes it. */
export function registered(userId: number, workspaceId: number | null, name = `User ${userId}`): EventMessage {
  return {
    id: randomUUID(),
    name: userRegistered.name,
    version: userRegistered.version,
    topic: userRegistered.topic,
    key: String(userId),
    occurredAt: new Date().toISOString(),
    payload: { userId, workspaceId, email: `user${userId}@example.com`, name, locale: 'en' },
    headers: {},
  };
}

export interface BillingWithPeers {
  t: TestPlatform;
  peers: PaymentPeers;
  api: ReturnType<typeof clientOf>;
  /** Registers a workspace owner (the trial starts) and returns a token header for them. */
  signUp(userId: number, workspaceId: number): Promise<Record<string, string>>;
  /** The id of the public plan with this key. */
  planId(key: string): Promise<number>;
  close(): Promise<void>;
}

/** The billing service listening on a free port, with the Stripe and PayPal peers sending it webhooks. */
export async function startBillingWithPeers(env: Record<string, string> = {}): Promise<BillingWithPeers> {
  const peers = await startPaymentPeers();
  const t = await startTestPlatform([billingService], { ...peers.env, PUBLIC_URL: 'http://app.localhost', ...env });
  const url = await t.platform.listen();
  peers.connect(url);
  const api = clientOf(t);
  return {
    t,
    peers,
    api,
    async signUp(userId, workspaceId) {
      await t.platform.transport.publish([registered(userId, workspaceId)]);
      return api.auth({ userId, workspaceId, permissions: ['dashboard', 'Setting'] });
    },
    async planId(key) {
      const plans = (await api.inject('GET', '/api/membership/public')).json().data as { id: number; key: string }[];
      const plan = plans.find((candidate) => candidate.key === key);
      if (!plan) throw new Error(`no ${key} plan`);
      return plan.id;
    },
    async close() {
      await t.close();
      await peers.close();
    },
  };
}
