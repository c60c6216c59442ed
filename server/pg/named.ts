import type { SQL } from 'drizzle-orm'
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'

/**
 * Runs `query` as a named prepared statement: PostgreSQL parses and plans its text once per
 * connection and then only binds the values, where drizzle's `execute` sends an unnamed statement
 * that is parsed and planned again on every call. Worth it for a long statement on the hot path
 * (the ledger's posting); the text under one name must never change, only its values. The
 * embedded database ignores the name.
 */
export function executeNamed<R>(db: Db, name: string, query: SQL): Promise<R> {
  const handle = db as unknown as { dialect: PgDialect; session: PgSession }
  return handle.session
    .prepareQuery(handle.dialect.sqlToQuery(query), undefined, name, false)
    .execute() as Promise<R>
}
