import Type from 'typebox';
import { OutboundEnv, SecretsEnv } from '@cadence/service-kit';

export const aiServiceEnv = {
  ...SecretsEnv,
  ...OutboundEnv,
  AI_IDLE_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    maximum: 600_000,
    default: 20_000,
    description: 'How long a streaming endpoint may stay silent (before its first token or between two) before the generation is reported as stalled.',
  }),
  AI_RETRY_WAIT_MAX_MS: Type.Integer({
    minimum: 0,
    maximum: 120_000,
    default: 10_000,
    description:
      "The longest wait the platform accepts from an endpoint's Retry-After on a 429 before its one retry; a longer wait fails at once with both waits named. A 5xx before the first token is retried once after a second.",
  }),
  AI_ALLOW_PRIVATE_ENDPOINT: Type.Optional(
    Type.String({
      pattern: '^https?://[^/?#@\\s]+',
      maxLength: 2000,
      description:
        "The one origin (scheme, host and port, e.g. http://10.0.0.5:11434; a path given is ignored) where the platform's AI endpoint may be on a private, loopback or link-local address: for a self-hoster's own model server. Only the platform's endpoint that staff set in Settings › AI may use it; workspaces' own endpoints, and every other outbound call (link pages, webhooks, networks), keep the outbound guard's rules, so OUTBOUND_ALLOW_PRIVATE can stay false. Unset: none.",
    }),
  ),
};

/** The origin AI_ALLOW_PRIVATE_ENDPOINT names, or none. */
export function allowedPrivateOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
