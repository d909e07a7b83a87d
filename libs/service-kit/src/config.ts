import Type, { type TProperties, type Static, type TObject } from 'typebox';
import { Value } from 'typebox/value';


/** Variables every process reads. Each service adds its own; .env.example lists them all. */
export const BaseEnv = {
  NODE_ENV: Type.Enum(['development', 'production', 'test'], { default: 'development' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: '0 picks a free port' }),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  DATA_DIR: Type.String({ default: './data', minLength: 1 }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  KAFKA_BROKERS: Type.Optional(Type.String({ pattern: '^[^,\\s]+:\\d+(,[^,\\s]+:\\d+)*$' })),
  KAFKA_TOPIC_PREFIX: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]+$', description: 'prepended to every topic and consumer group, to share a cluster between installs' })),
  KAFKA_TOPIC_PARTITIONS: Type.Integer({ minimum: 1, maximum: 1000, default: 6, description: 'partitions of the topics the services create: the most processes of one service that share a topic' }),
  KAFKA_TOPIC_RETENTION_HOURS: Type.Integer({ minimum: 1, default: 168, description: 'how long the topics the services create keep a record: the longest a consumer may be down and still catch up' }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  LOG_FORMAT: Type.Enum(['json', 'pretty'], { default: 'json', description: 'pretty: readable lines, requests only at debug (npm start in a terminal)' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  JWT_PUBLIC_KEY: Type.Optional(Type.String({ minLength: 1 })),
  JWT_PRIVATE_KEY: Type.Optional(Type.String({ minLength: 1 })),
  RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 6000 }),
  RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 1000, default: 60_000 }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, maximum: 100 * 1024 * 1024, default: 1024 * 1024 }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'bearer token of GET /metrics; unset: no /metrics' })),
  INTERNAL_TOKEN: Type.Optional(
    Type.String({ minLength: 32, description: 'Shared by the services of one install: their calls to each other (`/internal/...`, never proxied by the gateway) carry it; unset: not served (all-in-one sets one itself)' }),
  ),
} satisfies TProperties;

export type BaseConfig = Static<TObject<typeof BaseEnv>>;

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the variables a schema declares from the environment, converts and defaults them, and
 * refuses a bad value with a message that names the variable.
 */
export function loadConfig<P extends TProperties>(properties: P, env: Record<string, string | undefined> = process.env): Static<TObject<P>> {
  const schema = Type.Object(properties);
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const converted = Value.Convert(schema, Value.Default(schema, picked));
  const problems = [...Value.Errors(schema, converted)].map((error) => {
    const variable = error.instancePath.replace(/^\//, '') || String((error.params as { requiredProperties?: string[] }).requiredProperties?.[0] ?? '');
    const got = variable && env[variable] !== undefined ? ` (got "${env[variable]}")` : '';
    return { variable: variable || '(environment)', message: `${describe(error.message)}${got}` };
  });
  if (problems.length > 0) throw new ConfigError(dedupe(problems));
  return converted as Static<TObject<P>>;
}

function describe(message: string): string {
  return message.replace(/^must /, 'must ');
}

function dedupe(problems: { variable: string; message: string }[]) {
  const seen = new Map<string, { variable: string; message: string }>();
  for (const problem of problems) if (!seen.has(problem.variable)) seen.set(problem.variable, problem);
  return [...seen.values()];
}

export function kafkaBrokers(config: Pick<BaseConfig, 'KAFKA_BROKERS'>): string[] | undefined {
  return config.KAFKA_BROKERS?.split(',').map((broker) => broker.trim());
}
