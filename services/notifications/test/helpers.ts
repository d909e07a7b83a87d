import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import {
  userRegistered,
  userUpdated,
  type EventDefinition,
  type EventMessage,
  type PayloadOf,
  type Permission,
} from '@cadence/contracts';
import { buildPlatform, generateJwtKeys, generateSecretsKey, type AccessClaims, type Platform } from '@cadence/service-kit';
import type { TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { mailSealOf } from '../src/features/mail/mail-seal';

/** An event as a transport would carry it. */
export function eventOf<E extends EventDefinition>(definition: E, payload: PayloadOf<E>, occurredAt = new Date()): EventMessage {
  return {
    id: randomUUID(),
    name: definition.name,
    version: definition.version,
    topic: definition.topic,
    key: definition.key(payload),
    occurredAt: occurredAt.toISOString(),
    payload,
    headers: {},
  };
}

export interface TestUser {
  id: number;
  name: string;
  email?: string;
  locale?: string;
  plans?: string[];
  status?: string;
}

/** auth.user.registered, then auth.user.updated when plans or a status are given. */
export function userEvents(user: TestUser): EventMessage[] {
  const email = user.email ?? `user${user.id}@example.com`;
  const locale = user.locale ?? 'en';
  const events = [eventOf(userRegistered, { userId: user.id, workspaceId: user.id * 10, email, name: user.name, locale })];
  if (user.plans || user.status) {
    events.push(
      eventOf(userUpdated, { userId: user.id, name: user.name, email, status: user.status ?? 'active', plans: user.plans ?? [], locale }, new Date(Date.now() + 1)),
    );
  }
  return events;
}

export function bearer(t: Pick<TestPlatform, 'token'>, userId: number, permissions: Permission[] = []) {
  return { authorization: `Bearer ${t.token({ userId, permissions })}` };
}

/** Polls until `probe` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function until<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export { connectSocket, socketUrl, type SocketClient } from './socket-client';

/** The HTTP status a refused upgrade answered with. */
export function refusedUpgrade(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => reject(new Error('the socket opened')));
    socket.once('error', () => undefined);
  });
}

const KEYS = generateJwtKeys();
/** Instances of one deployment share the secrets key, as they share the database. */
const SECRETS_KEY = generateSecretsKey();

/** The mail seal of the instances `startInstance` makes (their shared secrets key). */
export const instanceMailSeal = () => mailSealOf({ SECRETS_KEY, DATA_DIR: '.' });

/** Opens a body of notifications.mails sealed with a platform's secrets key. */
export function mailOpener(secretsKey: string): (stored: string) => string {
  const seal = mailSealOf({ SECRETS_KEY: secretsKey, DATA_DIR: '.' });
  return (stored) => seal.open(stored);
}

export interface SharedPlatform {
  platform: Platform;
  url: string;
  token(claims: { userId: number; permissions?: Permission[] }): string;
  close(): Promise<void>;
}

/**
 * A listening notifications platform on a given database (several may share one, as
 * instances of a deployment do), with fixed signing keys.
 */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<SharedPlatform> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-notifications-'));
  const platform = await buildPlatform({
    name: 'test',
    services: [notificationsService],
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_PRIVATE_KEY: KEYS.privateKey,
      JWT_PUBLIC_KEY: KEYS.publicKey,
      SECRETS_KEY,
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
  });
  const url = await platform.listen();
  return {
    platform,
    url,
    token: ({ userId, permissions = [] }) =>
      platform.app.jwt.sign({ sub: String(userId), wid: null, rid: [], perms: permissions } satisfies AccessClaims, { expiresIn: 600 }),
    async close() {
      await platform.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
