/** PostgreSQL unique_violation (23505), whether postgres.js raised it directly or drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = Reflect.get(error, 'code');
  const cause = Reflect.get(error, 'cause');
  return code === '23505' || (typeof cause === 'object' && cause !== null && Reflect.get(cause, 'code') === '23505');
}
