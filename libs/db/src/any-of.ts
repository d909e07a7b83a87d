import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: the ids travel as one array parameter, so the statement's text,
 * and the plan PostgreSQL keeps for it, are the same however many there are. drizzle's
 * `inArray` writes one placeholder per value: each new count is a new statement, which
 * postgres.js prepares again (a round trip to describe it) and PostgreSQL parses and plans
 * again. For the loops that address a varying set of rows by id (delivery, the relay).
 */
export function anyOf(column: SQLWrapper, ids: readonly number[], type: 'int' | 'bigint' = 'int'): SQL {
  const literal = `{${ids.map((id) => {
    if (!Number.isSafeInteger(id)) throw new TypeError(`anyOf takes integer ids, got ${String(id)}`);
    return id;
  }).join(',')}}`;
  return type === 'int' ? sql`${column} = any(${literal}::int[])` : sql`${column} = any(${literal}::bigint[])`;
}
