/**
 * Every table, for drizzle-kit and the database handle: each module owns its tables
 * (server/modules/<module>/tables.ts); this file only gathers them. The sandbox studio keeps its
 * own schema and migrations (studio/server/db).
 */
export * from '../modules/auth/tables.ts'
export * from '../modules/betting/tables.ts'
export * from '../modules/chat/tables.ts'
export * from '../modules/cricket/tables.ts'
export * from '../modules/events/tables.ts'
export * from '../modules/fixtures/tables.ts'
export * from '../modules/games/tables.ts'
export * from '../modules/ledger/tables.ts'
export * from '../modules/lottery/tables.ts'
export * from '../modules/member/tables.ts'
export * from '../modules/notices/tables.ts'
export * from '../modules/operators/tables.ts'
export * from '../modules/payments/tables.ts'
export * from '../modules/players/tables.ts'
export * from '../modules/protection/tables.ts'
export * from '../modules/push/tables.ts'
export * from '../modules/reports/tables.ts'
export * from '../modules/rewards/tables.ts'
export * from '../modules/site/tables.ts'
export * from '../modules/sports/tables.ts'
export * from '../modules/verification/tables.ts'
export * from '../modules/vip/tables.ts'
