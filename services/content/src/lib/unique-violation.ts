/** PostgreSQL's unique_violation (23505), as postgres.js reports it directly or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}
