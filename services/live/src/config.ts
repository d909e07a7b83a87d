import Type from 'typebox';
import { OutboundEnv, SecretsEnv } from '@cadence/service-kit';
import { liveNetworkEnv } from './features/networks/networks.config';
import { preflightEnv } from './features/preflight/preflight.config';

export const liveServiceEnv = {
  ...SecretsEnv,
  ...OutboundEnv,
  ...liveNetworkEnv,
  ...preflightEnv,
  INTERNAL_TOKEN: Type.Optional(
    Type.String({ minLength: 32, description: 'Shared by the services of one install: the connected accounts’ tokens are asked of the posting service with it (all-in-one sets one itself)' }),
  ),
  POSTING_INTERNAL_URL: Type.Optional(
    Type.String({ pattern: '^https?://', description: 'The posting service’s own address (distributed mode); unset: posting runs in this process' }),
  ),
  LIVE_INGEST_ENABLED: Type.Boolean({ default: true, description: 'Run the RTMP ingest and the relay in this process' }),
  LIVE_RTMP_HOST: Type.String({ default: '127.0.0.1', minLength: 1, description: 'Address the RTMP ingest binds' }),
  LIVE_RTMP_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 1935, description: '0 picks a free port' }),
  LIVE_PUBLIC_RTMP_URL: Type.Optional(Type.String({ pattern: '^rtmps?://', description: 'The ingest address shown to streamers, e.g. rtmp://live.example.com/live' })),
  LIVE_FFMPEG_PATH: Type.String({ default: 'ffmpeg', minLength: 1 }),
  LIVE_RELAY_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 100, default: 8, description: 'Attempts in a row before a destination fails' }),
  LIVE_RELAY_BACKOFF_MS: Type.Integer({ minimum: 50, default: 1000 }),
  LIVE_RELAY_BACKOFF_MAX_MS: Type.Integer({ minimum: 100, default: 30_000 }),
  LIVE_REBROADCAST_POLL_MS: Type.Integer({ minimum: 100, default: 15_000, description: 'How often scheduled rebroadcasts of recordings are looked for' }),
  LIVE_SLATE_GRACE_MS: Type.Integer({ minimum: 0, default: 60_000, description: 'How long destinations show the holding slate while the source is away' }),
};
