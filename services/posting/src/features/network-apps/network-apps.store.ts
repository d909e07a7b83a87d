import { NETWORK_APPS, type NetworkAppName } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { loadSecretBox, type SecretBox } from '@cadence/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderEnvConfig } from '../../providers/provider-config';
import * as repo from './network-apps.repository';

/** The provider variables that hold text (credentials among them). */
type TextVariable = { [K in keyof ProviderEnvConfig]-?: NonNullable<ProviderEnvConfig[K]> extends string ? K : never }[keyof ProviderEnvConfig];

/** The provider variables each app's client id and secret stand for. */
export const APP_VARIABLES: Readonly<Record<NetworkAppName, readonly [id: TextVariable, secret: TextVariable]>> = {
  x: ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
  meta: ['META_APP_ID', 'META_APP_SECRET'],
  linkedin: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
  tiktok: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  pinterest: ['PINTEREST_APP_ID', 'PINTEREST_APP_SECRET'],
  threads: ['THREADS_APP_ID', 'THREADS_APP_SECRET'],
  wordpress_com: ['WORDPRESS_COM_CLIENT_ID', 'WORDPRESS_COM_CLIENT_SECRET'],
};

export const secretContext = (app: string) => `posting.network_apps.secret:${app}`;

export type StoredVariables = Partial<ProviderEnvConfig>;

/**
 * The stored app credentials of one posting instance, decrypted in memory as provider variables.
 * The process that saves reloads at once; every other posting process reads the small table again
 * each refresh interval (the network-apps refresher), so a change reaches all without a restart.
 */
export interface NetworkAppsStore {
  db: Database;
  box: SecretBox;
  /** The variables the stored apps set (they take precedence over the environment's). */
  variables(): StoredVariables;
  reload(): Promise<void>;
}

interface StoreContext {
  db: Database;
  config: { SECRETS_KEY?: string | undefined; SECRETS_PREVIOUS_KEYS?: string | undefined; DATA_DIR: string };
  log: FastifyBaseLogger;
}

const stores = new WeakMap<object, NetworkAppsStore>();

function isApp(value: string): value is NetworkAppName {
  return (NETWORK_APPS as readonly string[]).includes(value);
}

export function networkAppsStore(context: StoreContext): NetworkAppsStore {
  const existing = stores.get(context);
  if (existing) return existing;
  const box = loadSecretBox(context.config);
  let current: StoredVariables = {};
  const store: NetworkAppsStore = {
    db: context.db,
    box,
    variables: () => current,
    async reload() {
      const next: StoredVariables = {};
      for (const row of await repo.findAll(context.db)) {
        if (!isApp(row.app)) continue;
        const [idVar, secretVar] = APP_VARIABLES[row.app];
        try {
          next[secretVar] = box.decrypt(row.secretEncrypted, secretContext(row.app));
          next[idVar] = row.clientId;
        } catch (error) {
          context.log.error({ err: error, app: row.app }, 'a stored network app secret cannot be decrypted with the current keys');
        }
      }
      const same = (a: StoredVariables) => JSON.stringify(Object.entries(a).sort());
      if (same(next) !== same(current)) current = next;
    },
  };
  stores.set(context, store);
  return store;
}
