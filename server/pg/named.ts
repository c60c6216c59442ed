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

/**
 * Runs a fixed statement text ($1, $2… for its values) as a named prepared statement and answers
 * its rows as PostgreSQL names their columns. Nothing is built per call: drizzle's query builder
 * takes 0.1–0.2 ms a statement, which on the hot path (the session check of every signed-in
 * request, a slip's matches) was a good part of a bet's CPU. Values go as text (a Date as its
 * ISO string, an array as a PostgreSQL array literal), which both drivers send alike.
 */
export async function queryNamed<R>(
  db: Db,
  name: string,
  text: string,
  params: readonly string[],
): Promise<R[]> {
  const handle = db as unknown as { session: PgSession }
  const query = handle.session.prepareQuery({ sql: text, params: [...params] }, undefined, name, false)
  return ((await query.execute()) as { rows: R[] }).rows
}
