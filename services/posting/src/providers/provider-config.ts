import Type, { type Static, type TObject, type TProperties } from 'typebox';
import { ACCOUNT_TYPES, type AccountType } from '@cadence/contracts';
import { OutboundEnv, createOutboundFetch } from '@cadence/service-kit';
import type { Provider, ProviderConfig } from './provider';
import { PROVIDERS } from './registry';

const Url = (fallback: string, description: string) => Type.String({ pattern: '^https?://[^\\s]+$', default: fallback, description });
const Credential = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 500, description }));

/**
 * Each network's app credentials and base URLs. A network is on when its credentials are set;
 * Bluesky and self-hosted WordPress take the user's own credentials and are always on. Base URLs
 * are configurable only so tests and local setups can point a network at a local server.
 */
export const providerEnv = {
  ...OutboundEnv,
  PROVIDER_POLL_INTERVAL_MS: Type.Integer({ minimum: 10, maximum: 60_000, default: 5000, description: 'Pause between status polls of media processing (Instagram, Threads, TikTok, YouTube)' }),

  X_CLIENT_ID: Credential('X (Twitter) OAuth 2.0 client id'),
  X_CLIENT_SECRET: Credential('X (Twitter) OAuth 2.0 client secret'),
  X_API_BASE: Url('https://api.x.com', 'X API'),
  X_AUTH_BASE: Url('https://x.com', 'X consent screen'),
  X_UPLOAD_BASE: Url('https://api.x.com', 'X media upload'),

  META_APP_ID: Credential('Meta app id (Facebook profile and pages, Instagram)'),
  META_APP_SECRET: Credential('Meta app secret'),
  META_GRAPH_BASE: Url('https://graph.facebook.com', 'Meta Graph API'),
  META_AUTH_BASE: Url('https://www.facebook.com', 'Facebook Login dialog'),

  LINKEDIN_CLIENT_ID: Credential('LinkedIn app client id (profile and pages)'),
  LINKEDIN_CLIENT_SECRET: Credential('LinkedIn app client secret'),
  LINKEDIN_API_BASE: Url('https://api.linkedin.com', 'LinkedIn API'),
  LINKEDIN_AUTH_BASE: Url('https://www.linkedin.com', 'LinkedIn consent screen and token endpoint'),

  TIKTOK_CLIENT_KEY: Credential('TikTok app client key'),
  TIKTOK_CLIENT_SECRET: Credential('TikTok app client secret'),
  TIKTOK_API_BASE: Url('https://open.tiktokapis.com', 'TikTok API'),
  TIKTOK_AUTH_BASE: Url('https://www.tiktok.com', 'TikTok consent screen'),

  GOOGLE_CLIENT_ID: Credential('Google OAuth client id (YouTube)'),
  GOOGLE_CLIENT_SECRET: Credential('Google OAuth client secret'),
  GOOGLE_API_BASE: Url('https://www.googleapis.com', 'YouTube Data API'),
  GOOGLE_AUTH_BASE: Url('https://accounts.google.com', 'Google consent screen'),
  GOOGLE_UPLOAD_BASE: Url('https://www.googleapis.com', 'YouTube resumable upload'),

  PINTEREST_APP_ID: Credential('Pinterest app id'),
  PINTEREST_APP_SECRET: Credential('Pinterest app secret'),
  PINTEREST_API_BASE: Url('https://api.pinterest.com', 'Pinterest API'),
  PINTEREST_AUTH_BASE: Url('https://www.pinterest.com', 'Pinterest consent screen'),

  THREADS_APP_ID: Credential('Threads app id (the Threads app id of the Meta app, not its Meta app id)'),
  THREADS_APP_SECRET: Credential('Threads app secret'),
  THREADS_API_BASE: Url('https://graph.threads.net', 'Threads API and token endpoints'),
  THREADS_AUTH_BASE: Url('https://threads.net', 'Threads authorisation window'),

  WORDPRESS_COM_CLIENT_ID: Credential('WordPress.com application client id'),
  WORDPRESS_COM_CLIENT_SECRET: Credential('WordPress.com application client secret'),
  WORDPRESS_COM_API_BASE: Url('https://public-api.wordpress.com', 'WordPress.com REST API and OAuth'),

  BLUESKY_SERVICE_URL: Url('https://bsky.social', 'Bluesky PDS used when a user gives no PDS URL of their own'),
} satisfies TProperties;

export type ProviderEnvConfig = Static<TObject<typeof providerEnv>>;

type Credentials = readonly [id: keyof ProviderEnvConfig, secret: keyof ProviderEnvConfig] | null;

interface NetworkSetting {
  credentials: Credentials;
  apiBaseUrl: (config: ProviderEnvConfig) => string;
  authBaseUrl?: (config: ProviderEnvConfig) => string;
  uploadBaseUrl?: (config: ProviderEnvConfig) => string;
}

const x: NetworkSetting = {
  credentials: ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
  apiBaseUrl: (c) => c.X_API_BASE,
  authBaseUrl: (c) => c.X_AUTH_BASE,
  uploadBaseUrl: (c) => c.X_UPLOAD_BASE,
};
const meta: NetworkSetting = { credentials: ['META_APP_ID', 'META_APP_SECRET'], apiBaseUrl: (c) => c.META_GRAPH_BASE, authBaseUrl: (c) => c.META_AUTH_BASE };
const linkedin: NetworkSetting = { credentials: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'], apiBaseUrl: (c) => c.LINKEDIN_API_BASE, authBaseUrl: (c) => c.LINKEDIN_AUTH_BASE };
const wordpressCom: NetworkSetting = {
  credentials: ['WORDPRESS_COM_CLIENT_ID', 'WORDPRESS_COM_CLIENT_SECRET'],
  apiBaseUrl: (c) => c.WORDPRESS_COM_API_BASE,
  authBaseUrl: (c) => c.WORDPRESS_COM_API_BASE,
};

/** Where each account type finds its credentials and hosts: one table, no switch per network. */
const NETWORK_SETTINGS: Readonly<Record<AccountType, NetworkSetting>> = {
  twitter: x,
  facebook: meta,
  facebook_page: meta,
  instagram: meta,
  linkedin,
  'linkedin-page': linkedin,
  tiktok: { credentials: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'], apiBaseUrl: (c) => c.TIKTOK_API_BASE, authBaseUrl: (c) => c.TIKTOK_AUTH_BASE },
  youtube: {
    credentials: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    apiBaseUrl: (c) => c.GOOGLE_API_BASE,
    authBaseUrl: (c) => c.GOOGLE_AUTH_BASE,
    uploadBaseUrl: (c) => c.GOOGLE_UPLOAD_BASE,
  },
  pinterest: { credentials: ['PINTEREST_APP_ID', 'PINTEREST_APP_SECRET'], apiBaseUrl: (c) => c.PINTEREST_API_BASE, authBaseUrl: (c) => c.PINTEREST_AUTH_BASE },
  threads: { credentials: ['THREADS_APP_ID', 'THREADS_APP_SECRET'], apiBaseUrl: (c) => c.THREADS_API_BASE, authBaseUrl: (c) => c.THREADS_AUTH_BASE },
  wordpress: wordpressCom,
  bluesky: { credentials: null, apiBaseUrl: (c) => c.BLUESKY_SERVICE_URL },
  /** The site URL is the user's; each call goes to the account's own site through the outbound guard. */
  'wordpress-org': { credentials: null, apiBaseUrl: () => 'https://wordpress.org' },
};

/** The variables still unset that would switch a network on (empty: it is on). */
export function missingCredentials(config: ProviderEnvConfig, type: AccountType): string[] {
  const credentials = NETWORK_SETTINGS[type].credentials;
  if (!credentials) return [];
  return credentials.filter((name) => !config[name]);
}

/** Whether the server must be set up for a network (app credentials), or users bring their own (Bluesky, self-hosted WordPress). */
export function needsSetup(type: AccountType): boolean {
  return NETWORK_SETTINGS[type].credentials !== null;
}

/** The adapters configured in this process. */
export interface ProviderSet {
  /** The adapter of a network, or null when the network is off (its credentials are not set). */
  get(type: AccountType): Provider | null;
  /** The account types that are on. */
  enabled(): AccountType[];
}

/**
 * Builds every network whose credentials are configured, each with the guarded fetch (public
 * addresses only unless OUTBOUND_ALLOW_PRIVATE, a deadline, bounded redirects). `stored` gives the
 * app credentials staff saved (they take precedence over the environment); the set is built again
 * whenever they change, so a network switches on without a restart.
 */
export function enabledProviders(
  config: ProviderEnvConfig,
  now: () => Date = () => new Date(),
  stored: () => Partial<ProviderEnvConfig> = () => ({}),
): ProviderSet {
  const fetch = createOutboundFetch({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE, timeoutMs: config.OUTBOUND_TIMEOUT_MS, userAgent: 'Cadence' });
  let built: { from: object; providers: Map<AccountType, Provider> } | undefined;
  function current(): Map<AccountType, Provider> {
    const overrides = stored();
    if (built?.from === overrides) return built.providers;
    const merged: ProviderEnvConfig = { ...config, ...overrides };
    const providers = new Map<AccountType, Provider>();
    for (const type of ACCOUNT_TYPES) {
      if (missingCredentials(merged, type).length > 0) continue;
      const setting = NETWORK_SETTINGS[type];
      const credentials = setting.credentials;
      const providerConfig: ProviderConfig = {
        ...(credentials ? { clientId: String(merged[credentials[0]]), clientSecret: String(merged[credentials[1]]) } : {}),
        apiBaseUrl: setting.apiBaseUrl(merged),
        ...(setting.authBaseUrl ? { authBaseUrl: setting.authBaseUrl(merged) } : {}),
        ...(setting.uploadBaseUrl ? { uploadBaseUrl: setting.uploadBaseUrl(merged) } : {}),
        fetch,
        pollIntervalMs: merged.PROVIDER_POLL_INTERVAL_MS,
        now,
      };
      providers.set(type, PROVIDERS[type](providerConfig));
    }
    built = { from: overrides, providers };
    return providers;
  }
  return {
    get: (type) => current().get(type) ?? null,
    enabled: () => [...current().keys()],
  };
}
