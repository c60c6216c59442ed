import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_FLOOD_MAX, CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX } from '#contract/chat.ts'
import { auditLog, chatMessages } from '../../db/schema.ts'
import { PNG, playerChat, signedHeaders, sync, uploadImage, visitorChat } from '../../test/chat.ts'
import { testApp } from '../../test/harness.ts'
import { addOperators, boGet, boPost, signInOperator } from '../../test/operators.ts'
import { listening, openSocket, until } from '../../test/walletSocket.ts'

let t: Awaited<ReturnType<typeof testApp>>
let base: string
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
  base = (await listening(t)).replace('/wss-new', '')
})
afterAll(() => t.close())

const storedMessages = async () => (await t.database.db.select({ n: count() }).from(chatMessages))[0]?.n ?? 0
const advance = (ms: number) => (t.clock as typeof t.clock & { advance(ms: number): void }).advance(ms)

/** A socket on the visitor's or player's chat, with what it received. */
async function chatSocket(token: string) {
  const s = openSocket(`${base}/otherChat/ws?token=${encodeURIComponent(token)}`)
  await s.opened
  return s
}
const frames = (s: { messages: unknown[] }, type: string) =>
  s.messages.filter((m) => (m as { type: string }).type === type) as Record<string, unknown>[]

describe('visitor tokens', () => {
  it('a signed request gets a token and an id; the id brings the same conversation back', async () => {
    const first = await visitorChat(t)
    expect(first.nonLoginOtherChatID).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const again = await visitorChat(t, first.nonLoginOtherChatID)
    expect(again.conversationId).toBe(first.conversationId)
    const stranger = await visitorChat(t, 'not-an-id-anyone-was-given')
    expect(stranger.conversationId).not.toBe(first.conversationId)
  })

  it('a forged, stale or missing signature is refused and makes no conversation', async () => {
    const now = t.clock.now().getTime()
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/otherChat/otherChatToken/getNonLoginToken',
        headers,
        payload: {},
      })
    for (const headers of [
      signedHeaders(now, 'guessed-secret'),
      signedHeaders(now - 6 * 60_000),
      signedHeaders(now + 6 * 60_000),
      { ...signedHeaders(now), cST: String(now + 1) },
      {},
    ]) {
      const res = await ask(headers)
      expect(res.statusCode).toBe(403)
      expect(res.json().msg).toBe('chatSignatureInvalid')
    }
    expect((await ask(signedHeaders(now - 4 * 60_000))).statusCode).toBe(200)
  })
})

describe('messages over the socket', () => {
  it('stores a message, echoes it with its client id, and the history pages it back', async () => {
    const v = await visitorChat(t)
    const s = await chatSocket(v.token)
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'c1', text: '  Where is my deposit?  ' }))
    expect(await until(() => frames(s, 'message').length === 1)).toBe(true)
    expect(frames(s, 'message')[0]).toMatchObject({
      clientId: 'c1',
      message: { sender: 'player', body: 'Where is my deposit?' },
    })
    for (let i = 0; i < 4; i++)
      s.socket.send(JSON.stringify({ type: 'send', clientId: `m${i}`, text: `line ${i}` }))
    expect(await until(() => frames(s, 'message').length === 5)).toBe(true)
    s.socket.close()
    const page = (await sync(t, v.token, { limit: 2 })).json().data
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['line 2', 'line 3'])
    expect(page.more).toBe(true)
    const older = (await sync(t, v.token, { limit: 10, before: page.messages[0].id })).json().data
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual([
      'Where is my deposit?',
      'line 0',
      'line 1',
    ])
    expect(older.more).toBe(false)
  })

  it('refuses empty, oversized and flooding messages with a reason, storing nothing', async () => {
    const v = await visitorChat(t)
    const s = await chatSocket(v.token)
    const before = await storedMessages()
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'e', text: '   ' }))
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'l', text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }))
    s.socket.send('not json')
    expect(await until(() => frames(s, 'error').length === 3)).toBe(true)
    expect(frames(s, 'error').map((f) => f.error)).toEqual([
      'chatMessageEmpty',
      'chatMessageTooLong',
      'pageNotWorking',
    ])
    expect(await storedMessages()).toBe(before)
    for (let i = 0; i < CHAT_FLOOD_MAX + 2; i++)
      s.socket.send(JSON.stringify({ type: 'send', clientId: `f${i}`, text: `hi ${i}` }))
    expect(await until(() => frames(s, 'error').length === 5)).toBe(true)
    expect(
      frames(s, 'error')
        .slice(3)
        .map((f) => f.error),
    ).toEqual(['chatFlood', 'chatFlood'])
    expect(await storedMessages()).toBe(before + CHAT_FLOOD_MAX)
    // The window passes: the visitor may write again.
    advance(11_000)
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'after', text: 'again' }))
    expect(await until(() => frames(s, 'message').some((f) => f.clientId === 'after'))).toBe(true)
    s.socket.close()
  })

  it('a NUL or a lone surrogate in a message or its client id answers invalidCharacters, storing nothing', async () => {
    const v = await visitorChat(t)
    const s = await chatSocket(v.token)
    const before = await storedMessages()
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'nul', text: 'hello\u0000there' }))
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'only', text: '\u0000' }))
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'half', text: 'pair \uD83D alone' }))
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'id\u0000', text: 'a fine text' }))
    expect(await until(() => frames(s, 'error').length === 4)).toBe(true)
    expect(frames(s, 'error')).toEqual([
      { type: 'error', error: 'invalidCharacters', clientId: 'nul' },
      { type: 'error', error: 'invalidCharacters', clientId: 'only' },
      { type: 'error', error: 'invalidCharacters', clientId: 'half' },
      { type: 'error', error: 'invalidCharacters' },
    ])
    expect(await storedMessages()).toBe(before)
    // The socket still carries the next message.
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'fine', text: 'hello there' }))
    expect(await until(() => frames(s, 'message').some((f) => f.clientId === 'fine'))).toBe(true)
    s.socket.close()
  })

  it('a forged or altered chat token opens nothing', async () => {
    const v = await visitorChat(t)
    const other = await visitorChat(t)
    const forged = v.token.replace(`.${v.conversationId}.`, `.${other.conversationId}.`)
    const s = openSocket(`${base}/otherChat/ws?token=${encodeURIComponent(forged)}`)
    expect((await s.closed).code).toBe(4401)
    expect((await sync(t, forged)).statusCode).toBe(403)
    expect((await sync(t, 'c1.v.1.0.99999999999999.xxx')).json().msg).toBe('chatTokenInvalid')
  })
})

describe('conversations are apart', () => {
  it("two visitors and two players: each history, socket and image holds only its own conversation's", async () => {
    const [a, b] = [await visitorChat(t), await visitorChat(t)]
    const [ann, bob] = [await t.signUp('apartann', null), await t.signUp('apartbob', null)]
    const [c, d] = [await playerChat(t, ann), await playerChat(t, bob)]
    expect(new Set([a, b, c, d].map((x) => x.conversationId)).size).toBe(4)
    const sockets = [
      await chatSocket(a.token),
      await chatSocket(b.token),
      await chatSocket(c.token),
      await chatSocket(d.token),
    ]
    const said = ['from visitor a', 'from visitor b', 'from player ann', 'from player bob']
    sockets.forEach((s, i) => {
      s.socket.send(JSON.stringify({ type: 'send', clientId: `apart${i}`, text: said[i] }))
    })
    expect(await until(() => sockets.every((s) => frames(s, 'message').length >= 1))).toBe(true)
    const image = (await uploadImage(t, a.token, PNG)).json().data
    expect(await until(() => frames(sockets[0] as (typeof sockets)[0], 'message').length === 2)).toBe(true)
    for (const [i, who] of [a, b, c, d].entries()) {
      const history = (await sync(t, who.token, { limit: 50 })).json().data.messages as {
        body: string | null
      }[]
      expect(history.map((m) => m.body).filter(Boolean)).toEqual([said[i]])
      // Each socket heard its own message only (and visitor a its image).
      const heard = frames(sockets[i] as (typeof sockets)[0], 'message').map(
        (f) => (f.message as { body: string | null }).body,
      )
      expect(heard).toEqual(i === 0 ? [said[0], null] : [said[i]])
    }
    for (const who of [b, c, d]) {
      const res = await t.app.inject({
        url: `/otherChat/image/${image.imageId}?token=${encodeURIComponent(who.token)}`,
      })
      // Not theirs reads as not there: the id of another conversation's image tells nothing.
      expect(res.statusCode).toBe(404)
    }
    for (const s of sockets) s.socket.close()
  })
})

describe('images', () => {
  it('stores an image judged by its content; refuses a non-image and an oversized file', async () => {
    const v = await visitorChat(t)
    const before = await storedMessages()
    const fake = await uploadImage(t, v.token, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png')
    expect(fake.statusCode).toBe(422)
    expect(fake.json().msg).toBe('chatImageNotImage')
    const big = await uploadImage(t, v.token, Buffer.concat([PNG, Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]))
    expect(big.statusCode).toBe(413)
    expect(await storedMessages()).toBe(before)
    const good = await uploadImage(t, v.token, PNG, 'application/octet-stream')
    expect(good.statusCode).toBe(200)
    const imageId = good.json().data.imageId as string
    const read = await t.app.inject({
      url: `/otherChat/image/${imageId}?token=${encodeURIComponent(v.token)}`,
    })
    expect(read.headers['content-type']).toBe('image/png')
    expect(read.rawPayload.equals(PNG)).toBe(true)
    // Another visitor with the image's address reads nothing.
    const other = await visitorChat(t)
    const stolen = await t.app.inject({
      url: `/otherChat/image/${imageId}?token=${encodeURIComponent(other.token)}`,
    })
    expect(stolen.statusCode).toBe(404)
    expect((await t.app.inject({ url: `/otherChat/image/${imageId}` })).statusCode).toBe(403)
  })
})

describe('visitor to player, and the operators', () => {
  it('the visitor writes, support takes and replies, the visitor signs up and the same conversation continues', async () => {
    const admin = (await signInOperator(t)).token
    const ops = await addOperators(t, admin, { sue: 'support', sam: 'support', fin: 'finance' })
    const v = await visitorChat(t)
    const s = await chatSocket(v.token)
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'a', text: 'Hello, is anyone there?' }))
    expect(await until(() => frames(s, 'message').length === 1)).toBe(true)

    // A role without chat is refused; support sees the conversation waiting.
    expect((await boGet(t, '/chat/queue', ops.fin.token)).statusCode).toBe(403)
    const queue = (await boGet(t, '/chat/queue', ops.sue.token)).json().data
    const row = queue.rows.find((r: { id: number }) => r.id === v.conversationId)
    expect(row).toMatchObject({ status: 'waiting', player: null, lastMessage: 'Hello, is anyone there?' })

    const take = await boPost(t, `/chat/conversations/${v.conversationId}/take`, {}, ops.sue.token)
    expect(take.json().data).toMatchObject({ status: 'taken', operator: { name: 'sue' } })
    const second = await boPost(t, `/chat/conversations/${v.conversationId}/take`, {}, ops.sam.token)
    expect(second.statusCode).toBe(409)
    expect(second.json().msg).toBe('chatAlreadyTaken')
    // Only the operator who took it replies.
    expect(
      (await boPost(t, `/chat/conversations/${v.conversationId}/reply`, { text: 'me too' }, ops.sam.token))
        .statusCode,
    ).toBe(409)
    const reply = await boPost(
      t,
      `/chat/conversations/${v.conversationId}/reply`,
      { text: 'Hi, Sue here.' },
      ops.sue.token,
    )
    expect(reply.json().data).toMatchObject({ sender: 'operator', operator: 'sue' })
    expect(
      await until(() =>
        frames(s, 'message').some((f) => (f.message as { body: string }).body === 'Hi, Sue here.'),
      ),
    ).toBe(true)
    // The reply reached the open socket: delivered; the visitor reads it.
    expect(await until(() => frames(s, 'delivered').length === 1)).toBe(true)
    s.socket.send(JSON.stringify({ type: 'read', upTo: reply.json().data.id }))
    await until(() => false, 200)
    const seen = (await boGet(t, `/chat/conversations/${v.conversationId}`, ops.sue.token)).json().data
    expect(seen.history.messages.at(-1)).toMatchObject({ body: 'Hi, Sue here.', readAt: expect.any(String) })

    // Sign-up: the same conversation, now the player's; the visitor's token stops.
    const access = await t.signUp('chatter1', null)
    const p = await playerChat(t, access, v.nonLoginOtherChatID)
    expect(p.conversationId).toBe(v.conversationId)
    s.socket.send(JSON.stringify({ type: 'send', clientId: 'late', text: 'still the visitor?' }))
    expect((await s.closed).code).toBe(4401)
    expect((await sync(t, v.token)).statusCode).toBe(403)
    const history = (await sync(t, p.token)).json().data.messages.map((m: { body: string }) => m.body)
    expect(history).toEqual(['Hello, is anyone there?', 'Hi, Sue here.'])
    const asPlayer = (await boGet(t, `/chat/conversations/${v.conversationId}`, ops.sue.token)).json().data
    expect(asPlayer.player).toMatchObject({ account: 'chatter1' })

    // A new device: a fresh chat token for the same account reads the same history.
    expect((await playerChat(t, access)).conversationId).toBe(v.conversationId)
    // Another player reaches none of it.
    const otherAccess = await t.signUp('chatter2', null)
    const other = await playerChat(t, otherAccess)
    expect(other.conversationId).not.toBe(v.conversationId)
    expect((await sync(t, other.token)).json().data.messages).toEqual([])

    // Transfer to sam, then sam closes it with a tag; all three actions audited.
    const samId = (await boGet(t, '/chat/operators', ops.sue.token))
      .json()
      .data.find((o: { name: string }) => o.name === 'sam').id
    const moved = await boPost(
      t,
      `/chat/conversations/${v.conversationId}/transfer`,
      { operatorId: samId },
      ops.sue.token,
    )
    expect(moved.json().data.operator).toMatchObject({ name: 'sam' })
    expect(
      (await boPost(t, `/chat/conversations/${v.conversationId}/close`, { tag: 'nope' }, ops.sam.token))
        .statusCode,
    ).toBe(400)
    const closed = await boPost(
      t,
      `/chat/conversations/${v.conversationId}/close`,
      { tag: 'solved' },
      ops.sam.token,
    )
    expect(closed.json().data).toMatchObject({ status: 'closed', closedTag: 'solved' })
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `chat:${v.conversationId}`))
    ).map((r) => r.action)
    expect(actions).toEqual(['chat.take', 'chat.transfer', 'chat.close'])
    // The player writes again: back in the queue, waiting.
    const ps = await chatSocket(p.token)
    ps.socket.send(JSON.stringify({ type: 'send', clientId: 'z', text: 'One more thing' }))
    expect(await until(() => frames(ps, 'message').length === 1)).toBe(true)
    ps.socket.close()
    const back = (await boGet(t, '/chat/queue', ops.sam.token))
      .json()
      .data.rows.find((r: { id: number }) => r.id === v.conversationId)
    expect(back).toMatchObject({ status: 'waiting', operator: null })
  })

  it('typing and images reach the other side; the console socket refuses a non-support session', async () => {
    const admin = (await signInOperator(t)).token
    const ops = await addOperators(t, admin, { tess: 'support', fran: 'finance' })
    const v = await visitorChat(t)
    const s = await chatSocket(v.token)
    const consoleSocket = openSocket(
      `${base}/backoffice/api/chat/socket?token=${encodeURIComponent(ops.tess.token)}`,
    )
    await consoleSocket.opened
    const refused = openSocket(
      `${base}/backoffice/api/chat/socket?token=${encodeURIComponent(ops.fran.token)}`,
    )
    expect((await refused.closed).code).toBe(4401)

    s.socket.send(JSON.stringify({ type: 'send', clientId: 'q', text: 'Can you see this screenshot?' }))
    expect(await until(() => frames(consoleSocket, 'message').length === 1)).toBe(true)
    // The player's message reached an operator's console: delivered.
    expect(await until(() => frames(s, 'delivered').length === 1)).toBe(true)
    s.socket.send(JSON.stringify({ type: 'typing' }))
    expect(await until(() => frames(consoleSocket, 'typing').length === 1)).toBe(true)
    expect(frames(consoleSocket, 'typing')[0]).toMatchObject({
      conversationId: v.conversationId,
      side: 'player',
    })

    const image = (await uploadImage(t, v.token, PNG)).json().data
    expect(await until(() => frames(consoleSocket, 'message').length === 2)).toBe(true)
    const asSupport = await boGet(t, `/chat/images/${image.imageId}`, ops.tess.token)
    expect(asSupport.rawPayload.equals(PNG)).toBe(true)
    expect((await boGet(t, `/chat/images/${image.imageId}`, ops.fran.token)).statusCode).toBe(403)

    await boPost(t, `/chat/conversations/${v.conversationId}/take`, {}, ops.tess.token)
    consoleSocket.socket.send(JSON.stringify({ type: 'typing', conversationId: v.conversationId }))
    expect(await until(() => frames(s, 'typing').length === 1)).toBe(true)
    expect(frames(s, 'typing')[0]).toMatchObject({ side: 'operator' })
    // The console reads the player's messages: the visitor sees them read.
    consoleSocket.socket.send(
      JSON.stringify({ type: 'read', conversationId: v.conversationId, upTo: image.id }),
    )
    expect(await until(() => frames(s, 'read').length === 1)).toBe(true)
    expect(frames(s, 'read')[0]).toMatchObject({ side: 'operator', upTo: image.id })
    s.socket.close()
    consoleSocket.socket.close()
  })

  it('answers the support hours and channels', async () => {
    for (const url of ['/sports/customer', '/sports/customer_service']) {
      const data = (await t.app.inject({ url })).json().data
      expect(data.hours).toMatchObject({ from: '00:00', to: '24:00' })
      expect(data.channels.map((c: { kind: string }) => c.kind)).toEqual(['chat', 'email', 'telegram'])
    }
  })
})
