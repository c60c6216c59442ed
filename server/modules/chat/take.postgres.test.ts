import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CHAT_FLOOD_MAX } from '#contract/chat.ts'
import { auditLog, chatMessages } from '../../db/schema.ts'
import { visitorChat } from '../../test/chat.ts'
import { addOperators, boGet, boPost, signInOperator } from '../../test/operators.ts'
import { appOnPostgres } from '../../test/postgres.ts'
import { listening, openSocket, until } from '../../test/walletSocket.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })
let started: Promise<string> | undefined
/** The app's socket address, listening from the first test that asks. */
const socketBase = async () => {
  started ??= listening(on.t)
  return (await started).replace('/wss-new', '')
}

describe('taking a conversation on PostgreSQL', () => {
  it('eight operators take the same waiting conversation at once: exactly one gets it, one audit row', async () => {
    const t = on.t
    const admin = (await signInOperator(t)).token
    const names = ['sup1', 'sup2', 'sup3', 'sup4', 'sup5', 'sup6', 'sup7', 'sup8'] as const
    const ops = await addOperators(
      t,
      admin,
      Object.fromEntries(names.map((n) => [n, 'support'])) as Record<(typeof names)[number], string>,
    )
    const v = await visitorChat(t)
    const base = await socketBase()
    const s = openSocket(`${base}/otherChat/ws?token=${encodeURIComponent(v.token)}`)
    await s.opened
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'a', text: 'help' }))
    expect(await until(() => s.messages.length > 0)).toBe(true)
    s.socket.close()

    const answers = await Promise.all(
      names.map((n) => boPost(t, `/chat/conversations/${v.conversationId}/take`, {}, ops[n].token)),
    )
    const won = answers.filter((r) => r.statusCode === 200)
    expect(won).toHaveLength(1)
    expect(answers.filter((r) => r.json().msg === 'chatAlreadyTaken')).toHaveLength(names.length - 1)
    const winner = won[0]?.json().data.operator.name
    const row = (await boGet(t, '/chat/queue', admin))
      .json()
      .data.rows.find((r: { id: number }) => r.id === v.conversationId)
    expect(row.operator.name).toBe(winner)
    const audit = await on.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `chat:${v.conversationId}`))
    expect(audit.map((a) => [a.action, a.actorName])).toEqual([['chat.take', winner]])
  })

  it('a visitor with four tabs open sends 20 messages at once: exactly the flood limit is stored, the rest refused', async () => {
    const v = await visitorChat(on.t)
    const base = await socketBase()
    const tabs = [0, 1, 2, 3].map(() =>
      openSocket(`${base}/otherChat/ws?token=${encodeURIComponent(v.token)}`),
    )
    await Promise.all(tabs.map((s) => s.opened))
    // Each tab's socket is handled in order; the tabs (like two processes) race each other.
    for (let i = 0; i < 5; i++)
      for (const [n, s] of tabs.entries())
        s.socket.send(JSON.stringify({ type: 'send', clientId: `t${n}m${i}`, text: `hi ${i}` }))
    const refused = () =>
      tabs.flatMap((s) => s.messages).filter((m) => (m as { error?: string }).error === 'chatFlood').length
    await until(() => refused() >= 20 - CHAT_FLOOD_MAX)
    const stored = await on.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, v.conversationId))
    expect(stored).toHaveLength(CHAT_FLOOD_MAX)
    expect(refused()).toBe(20 - CHAT_FLOOD_MAX)
    for (const s of tabs) s.socket.close()
  })
})
