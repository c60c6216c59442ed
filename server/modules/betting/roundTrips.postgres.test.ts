import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { appOnPostgres } from '../../test/postgres.ts'
import { soccerSingle } from '../../test/soccer.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })

/** Every statement a pg client sends while `counting` is on, by its SQL text. */
const sent: string[] = []
let counting = false
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const first = args[0] as string | { text?: string }
    sent.push(typeof first === 'string' ? first : (first?.text ?? '?'))
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args)
} as typeof query
// Test files share a worker: the client goes back as it was.
afterAll(() => {
  pg.Client.prototype.query = query
})

describe('round trips of a bet', () => {
  it('a soccer single: one ledger statement, no lock on a shared row, no savepoint', async () => {
    await on.t.app.jobs.sportsTick()
    const token = await on.t.signUp('trips01', '1000')
    const place = await soccerSingle(on.t, token)
    const warm = (await place()).json()
    expect(warm.msg).toBe('success')
    // PostgreSQL delivers the sign-up's notification (users:<id>) a few ms after its commit: on a
    // busy machine it may drop the player's cached currency after the warm bet read it. A bet that
    // had to read a reference row again is placed once more; the third must be the steady state.
    const references = /from "(currencies|game_limits|games|users)"/
    let res: Awaited<ReturnType<typeof place>> | undefined
    for (let attempt = 0; attempt < 3; attempt++) {
      sent.length = 0
      counting = true
      res = await place()
      counting = false
      if (!sent.some((q) => references.test(q))) break
    }
    expect(res?.json().code).toBe(0)
    const ledger = sent.filter((q) => /ledger_accounts|ledger_entries|ledger_house_pending/.test(q))
    // The posting is one statement, and a stake that cash covers needs no read of the balance first...
    expect(ledger.filter((q) => /insert into ledger_entries/.test(q))).toHaveLength(1)
    expect(ledger, ledger.join('\n')).toHaveLength(1)
    // ...that locks nothing shared: no row of ledger_accounts is selected for update, no savepoint.
    expect(sent.filter((q) => /for update|savepoint/i.test(q))).toEqual([])
    // 19 round trips before issue 29: the player's currency and rate, the game's limits and status
    // now come from the reference cache (db/reference.ts), a stake cash covers needs no read, and
    // the key's insert travels with begin, its answer with commit (pg/pipelined.ts): the session
    // check, begin + key, the match, the posting, the player's limits' claim (one statement,
    // whether or not the player has any: protection/claims.ts), the bet, answer + commit.
    expect(sent.filter((q) => references.test(q))).toEqual([])
    expect(sent.filter((q) => /player_limit_usage/.test(q))).toHaveLength(1)
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(7)
  })
})
