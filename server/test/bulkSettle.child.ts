// The resumability test's settlement run (settleInBulk.postgres.test.ts), a process of its own:
// `npx node server/test/bulkSettle.child.ts <database url> <tag> <commits>` settles the
// tag's bets in bulk, and when the bulk path's `commits`th batch is about to commit it says
// "stuck" and never commits it: the test kills it there, in the middle of a batch.
import pg from 'pg'
import { manualClock } from '../clock.ts'
import { openDatabase } from '../db/client.ts'
import type { WalletPush } from '../modules/wallet/index.ts'
import { settleTag } from './bulkSettle.fixture.ts'

const [url, tag, commits] = process.argv.slice(2)
if (!url || !tag || !commits) throw new Error('usage: bulkSettle.child.ts <url> <tag> <commits>')
const database = await openDatabase({ url, dataDir: 'unused' })

let seen = 0
let trapping = false
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string }
  const text = typeof first === 'string' ? first : (first?.text ?? '')
  if (trapping && /^\s*commit\b/i.test(text) && ++seen >= Number(commits)) {
    process.stdout.write('stuck\n')
    return new Promise(() => {})
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args)
} as typeof query

const walletPush = { publish: async () => {}, close: async () => {} } as unknown as WalletPush
trapping = true
await settleTag({ db: database.db, clock: manualClock(new Date('2026-12-03T08:00:00Z')), walletPush }, tag)
process.stdout.write('done\n')
await database.close()
