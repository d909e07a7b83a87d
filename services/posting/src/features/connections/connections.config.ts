import Type, { type Static, type TObject, type TProperties } from 'typebox';
import type { Database } from '@cadence/db';
import { SecretsEnv, loadSecretBox, type SecretBox } from '@cadence/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { enabledProviders, providerEnv, type ProviderSet } from '../../providers/provider-config';
import { networkAppsStore } from '../network-apps/network-apps.store';

/** The connections feature's variables: the secrets key, each network's credentials, the token refresher. */
export const connectionsEnv = {
  ...SecretsEnv,
  ...providerEnv,
  CONNECTIONS_REFRESH_AHEAD_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 24, description: 'Tokens expiring within this many hours are refreshed ahead of time' }),
  INTERNAL_TOKEN: Type.Optional(
    Type.String({ minLength: 32, description: 'Shared by the services of one install: lets the live service ask for a connected account’s token (unset: not served; all-in-one sets one itself)' }),
  ),
  CONNECTIONS_REFRESH_INTERVAL_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 300_000, description: 'Pause between two rounds of the token refresher' }),
} satisfies TProperties;

export type ConnectionsConfig = Static<TObject<typeof connectionsEnv>> & { DATA_DIR: string; PUBLIC_URL?: string | undefined };

/** What the posting service hands the connections feature (its ServiceContext fits). */
export interface ConnectionsContext {
  db: Database;
  config: ConnectionsConfig;
  log: FastifyBaseLogger;
}

/** Everything the feature's functions share, built once per service context. */
export interface ConnectionsDeps {
  db: Database;
  secrets: SecretBox;
  providers: ProviderSet;
  config: ConnectionsConfig;
  log: FastifyBaseLogger;
  now(): Date;
}

const built = new WeakMap<object, ConnectionsDeps>();

export function connectionsDeps(context: ConnectionsContext): ConnectionsDeps {
  const existing = built.get(context);
  if (existing) return existing;
  const deps: ConnectionsDeps = {
    db: context.db,
    secrets: loadSecretBox(context.config),
    providers: enabledProviders(context.config, undefined, networkAppsStore(context).variables),
    config: context.config,
    log: context.log,
    now: () => new Date(),
  };
  built.set(context, deps);
  return deps;
}
