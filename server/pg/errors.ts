// SQLSTATE helpers live outside server/db: its schema.ts re-exports every module's tables, so a
// module importing server/db at run time would load itself back round a loop.

/** The PostgreSQL error code (SQLSTATE) of a failed statement, which drizzle may wrap in causes. */
export function pgCode(err: unknown): string | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

/** The constraint a failed statement broke, when the database names one. */
export function pgConstraint(err: unknown): string | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint
    if (typeof name === 'string') return name
  }
  return undefined
}

export const PG = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  numericOutOfRange: '22003',
} as const
