import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Executor } from './connection';

/**
 * Inserts many rows with one parameter: the rows as JSON, read back with the table's own row
 * type (jsonb_populate_recordset). Only the columns the rows name are written; the others take
 * their defaults. Keys are the table's property names, as drizzle inserts take them.
 */
export async function insertMany<T extends Table>(db: Executor, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table));
  const named = columns.filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const json = rows.map((row) => Object.fromEntries(named.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])));
  const list = sql.join(
    named.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb)`);
}
