import type { Clock } from '../clock.ts'
import type { ModulePlugin } from '../context.ts'
import type { Database } from '../db/client.ts'
import { ok } from './envelope.ts'

/** GET /health: answers only when the database does. */
export const healthPlugin = ({ database, clock }: { database: Database; clock: Clock }): ModulePlugin => ({
  register: async (app) => {
    app.get('/health', async () => {
      await database.db.execute('select 1')
      return ok({ status: 'ok', database: database.kind, time: clock.now().toISOString() })
    })
  },
})
