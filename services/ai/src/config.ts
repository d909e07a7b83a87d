import { OutboundEnv, SecretsEnv } from '@cadence/service-kit';

export const aiServiceEnv = { ...SecretsEnv, ...OutboundEnv };
