import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema.ts'
import { visitorChat } from '../../test/chat.ts'
import { addOperators, boGet, boPost, signInOperator } from '../../test/operators.ts'
import { appOnPostgres } from '../../test/postgres.ts'
import { listening, openSocket, until } from '../../test/walletSocket.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })

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
    const base = (await listening(t)).replace('/wss-new', '')
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
})
