import postgres, { type Sql } from 'postgres';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';

export type { Sql } from 'postgres';
export type Database = PostgresJsDatabase<Record<string, never>>;
/** A drizzle handle that may be a transaction: what repositories accept. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ConnectionOptions {
  url: string;
  /** Pool size of this process. */
  max?: number;
  applicationName?: string;
}

/** One postgres.js pool per process; every service in the process shares it. */
export function connect(options: ConnectionOptions): Sql {
  return postgres(options.url, {
    max: options.max ?? 10,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => undefined,
    connection: { application_name: options.applicationName ?? 'cadence' },
  });
}

export interface DrizzleOptions {
  /**
   * Every statement prepared once per connection and then only bound and run: one round trip
   * instead of two (drizzle runs its statements unprepared, so postgres.js first asks PostgreSQL
   * to describe each one), and no parsing or planning again. For loops that run the same few
   * statements all day (delivery, the relay); their texts must not vary with the values
   * (`anyOf`, not `inArray`), since each text stays prepared for the connection's life.
   */
  prepared?: boolean;
}

export function createDrizzle(sql: Sql, options: DrizzleOptions = {}): Database {
  return drizzle(options.prepared ? preparing(sql) : sql);
}

type Scoped = (scoped: Sql) => unknown;

/** The client as drizzle sees it, with `unsafe` preparing; its transactions and savepoints likewise. */
function preparing(client: Sql): Sql {
  const wrapScope = (method: 'begin' | 'savepoint') =>
    (...args: unknown[]) => {
      const scope = args.at(-1) as Scoped;
      const run = (client as unknown as Record<typeof method, (...rest: unknown[]) => unknown>)[method];
      return run.call(client, ...args.slice(0, -1), (scoped: Sql) => scope(preparing(scoped)));
    };
  const unsafe = (query: string, parameters?: never[], options?: Record<string, unknown>) => client.unsafe(query, parameters, { ...options, prepare: true });
  const begin = wrapScope('begin');
  const savepoint = wrapScope('savepoint');
  return new Proxy(client, {
    get(target, key) {
      if (key === 'unsafe') return unsafe;
      if (key === 'begin') return begin;
      if (key === 'savepoint') return savepoint;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...rest: unknown[]) => unknown).bind(target) : value;
    },
  });
}
