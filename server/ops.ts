// The operator's command line: withdrawals (list, approve, reject), back-office operators (add)
// and the demo clock (advance). Beside a server running on the embedded database it hands the
// command to that server (server/ops/channel.ts); otherwise it opens the database itself.
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { sendToServer } from './ops/channel.ts'
import { type OpsResult, runOps } from './ops/commands.ts'

const argv = process.argv.slice(2)
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false' })

async function runHere(): Promise<OpsResult> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    replicaUrl: config.DATABASE_REPLICA_URL,
  })
  const app = await buildApp({ config, database })
  try {
    return await runOps({ db: database.db, services: app.services }, argv)
  } finally {
    await app.close()
    await database.close()
  }
}

try {
  // PostgreSQL takes many clients: the command connects like any other. PGlite takes one process.
  const result = (!config.DATABASE_URL && (await sendToServer(config.DATA_DIR, argv))) || (await runHere())
  process.stdout.write(result.stdout)
  process.stderr.write(result.stderr)
  process.exitCode = result.exitCode
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
}
