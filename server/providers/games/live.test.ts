import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { games, liveDeviceRecords, users } from '../../db/schema.ts'
import { balanceOf, studioFor } from '../../test/games.ts'
import { testApp } from '../../test/harness.ts'

const START = new Date('2026-11-21T12:00:00Z')
const clock = manualClock(START)
let t: Awaited<ReturnType<typeof testApp>>
let studio: Awaited<ReturnType<typeof studioFor>>
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' }, clock })
  studio = await studioFor(t)
})
afterAll(() => t.close())

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const setStatus = (status: number) => t.database.db.update(games).set({ status }).where(eq(games.gameId, 29))

const device = {
  ip: '{ip}',
  os: 'Android',
  device: 'mobile',
  browser: 'Chrome',
  fingerprint: 'a'.repeat(64),
  java_enabled: true,
  language: 'zh-CN',
  color_depth: 24,
  screen_height: 844,
  screen_width: 390,
  timezone_offset: '+08:00',
  width: 390,
  height: 780,
}

const login = (token: string, body: unknown, path = 'cn/baccarat-1', address = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: `/sports/winfinity/games/login/${path}`,
    headers: { ...auth(token), 'accept-language': 'zh' },
    remoteAddress: address,
    payload: body as object,
  })

const recordsOf = async (account: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.account, account))
  return t.database.db
    .select()
    .from(liveDeviceRecords)
    .where(eq(liveDeviceRecords.userId, user?.id ?? 0))
}

describe('the live tables list (winfinity/games/list)', () => {
  it("lists the four tables in the request's language, English otherwise, with our pictures", async () => {
    const list = (lang: string) =>
      t.app.inject({ url: '/sports/winfinity/games/list', headers: { 'accept-language': lang } })
    expect((await list('zh')).json().data).toEqual([
      {
        id: 'baccarat-1',
        gameId: 29,
        name: '百家乐',
        pic: '/images/live/baccarat.svg',
        status: 1,
        available: true,
      },
      {
        id: 'dragon-tiger-1',
        gameId: 29,
        name: '龙虎',
        pic: '/images/live/dragontiger.svg',
        status: 1,
        available: true,
      },
      {
        id: 'roulette-1',
        gameId: 29,
        name: '轮盘',
        pic: '/images/live/roulette.svg',
        status: 1,
        available: true,
      },
      { id: 'sicbo-1', gameId: 29, name: '骰宝', pic: '/images/live/sicbo.svg', status: 1, available: true },
    ])
    const names = async (lang: string) => (await list(lang)).json().data.map((x: { name: string }) => x.name)
    expect(await names('ru')).toEqual(['Баккара', 'Дракон и Тигр', 'Рулетка', 'Сик Бо'])
    expect(await names('fr-FR,fr;q=0.9')).toEqual(['Baccarat', 'Dragon Tiger', 'Roulette', 'Sic Bo'])
  })

  it('Hidden lists nothing; Disabled lists the tables unavailable and refuses the login', async () => {
    const token = await t.signUp('live01', null)
    await setStatus(3)
    try {
      expect((await t.app.inject({ url: '/sports/winfinity/games/list' })).json().data).toEqual([])
      await setStatus(2)
      const listed = (await t.app.inject({ url: '/sports/winfinity/games/list' })).json().data
      expect(listed).toHaveLength(4)
      expect(
        listed.every((x: { available: boolean; status: number }) => !x.available && x.status === 2),
      ).toBe(true)
      const refused = await login(token, device)
      expect([refused.statusCode, refused.json().msg]).toEqual([422, 'gameNotActive'])
      expect(await recordsOf('live01')).toEqual([])
    } finally {
      await setStatus(1)
    }
  })
})

describe('the live login (winfinity/games/login/{country}/{id})', () => {
  it("stores the device record with the address the server saw and answers the table's frame URL", async () => {
    const token = await t.signUp('live02', null)
    const res = await login(token, device)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatch(/^\/sandbox\/games\/winfinity\/baccarat-1\?token=[\w.%-]+&lang=zh$/)
    const [record, ...more] = await recordsOf('live02')
    expect(more).toEqual([])
    expect(record).toMatchObject({
      tableId: 'baccarat-1',
      country: 'cn',
      ip: '203.0.113.7',
      os: 'Android',
      browser: 'Chrome',
      fingerprint: 'a'.repeat(64),
      javaEnabled: true,
      language: 'zh-CN',
      colorDepth: 24,
      screenWidth: 390,
      screenHeight: 844,
      timezoneOffset: '+08:00',
      frameWidth: 390,
      frameHeight: 780,
      createdAt: START,
    })
    // The launch token names the player and the table, as the studio reads it.
    const url = new URL(res.json().data, 'http://x')
    const session = t.app.games.readSession(url.searchParams.get('token') ?? '')
    expect(session).toMatchObject({ provider: 'winfinity', gameId: 'baccarat-1' })
  })

  it('refuses bad bodies with 400 and a clear message, storing nothing; signed out is 401', async () => {
    const token = await t.signUp('live03', null)
    const bad: [string, object][] = [
      ['ip', { ...device, ip: '198.51.100.1' }],
      ['java_enabled', { ...device, java_enabled: false }],
      ['timezone_offset', { ...device, timezone_offset: '8:00' }],
      ['fingerprint', { ...device, fingerprint: 'not-a-hash' }],
      ['width', { ...device, width: 0 }],
      ['height', { ...device, height: undefined }],
      ['color_depth', { ...device, color_depth: '24' }],
      ['extra', { ...device, extra: 1 }],
    ]
    for (const [field, body] of bad) {
      const res = await login(token, body)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().msg, field).toMatch(/^(required|invalid\w*|tooSmall|unrecognizedKeys)$/)
    }
    const wrongCountry = await login(token, device, 'CHN/baccarat-1')
    expect(wrongCountry.statusCode).toBe(400)
    const unknown = await login(token, device, 'cn/blackjack-9')
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, 'gameNotFound'])
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/sports/winfinity/games/login/cn/baccarat-1',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"os":',
    })
    expect(garbage.statusCode).toBe(400)
    expect(await recordsOf('live03')).toEqual([])
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/sports/winfinity/games/login/cn/baccarat-1',
      payload: device,
    })
    expect(signedOut.statusCode).toBe(401)
  })
})

describe("the player's live bets and statistics", () => {
  it('lists each bet as its own round with the verifier of its table round; statistics are exact', async () => {
    const token = await t.signUp('live04', '100')
    const url = (await login(token, device)).json().data as string
    const session = new URL(url, 'http://x').searchParams.get('token') ?? ''
    const bet = async (round: string, stake: string, win: string | 'rollback') => {
      const d = await studio.call('winfinity', 'debit', {
        token: session,
        transaction_id: `${round}:d`,
        round_id: round,
        amount: stake,
      })
      expect(d.code).toBe(0)
      const settle =
        win === 'rollback'
          ? await studio.call('winfinity', 'rollback', {
              token: session,
              transaction_id: `${round}:r`,
              round_id: round,
            })
          : await studio.call('winfinity', 'credit', {
              token: session,
              transaction_id: `${round}:c`,
              round_id: round,
              amount: win,
            })
      expect(settle.code).toBe(0)
    }
    await bet('baccarat-1-7.1', '10', '19.5')
    await bet('baccarat-1-7.2', '2.5', '0')
    await bet('baccarat-1-8.3', '4', 'rollback')
    expect(await balanceOf(t, token)).toBe('107.000000')

    const mine = (
      await t.app.inject({ url: '/sports/winfinity/mybet?start=0&limit=2', headers: auth(token) })
    ).json().data
    expect(mine).toEqual([
      expect.objectContaining({
        round_id: 'baccarat-1-8.3',
        game_id: 'baccarat-1',
        bet: '4.000000',
        win: '0.000000',
        status: 'rolled_back',
        verify_url: '/sandbox/games/verify?provider=winfinity&round=baccarat-1-8',
      }),
      expect.objectContaining({
        round_id: 'baccarat-1-7.2',
        bet: '2.500000',
        status: 'settled',
        verify_url: '/sandbox/games/verify?provider=winfinity&round=baccarat-1-7',
      }),
    ])
    const next = (
      await t.app.inject({ url: '/sports/winfinity/mybet?start=2&limit=2', headers: auth(token) })
    ).json().data
    expect(next.map((r: { round_id: string }) => r.round_id)).toEqual(['baccarat-1-7.1'])
    // Another player sees none of them.
    const other = await t.signUp('live05', null)
    expect(
      (await t.app.inject({ url: '/sports/winfinity/mybet', headers: auth(other) })).json().data,
    ).toEqual([])

    const stats = (query: string) =>
      t.app.inject({ url: `/sports/winfinity/games/statistics?${query}`, headers: auth(token) })
    expect((await stats('game_id=29&start_date=2026-11-21&end_date=2026-11-21')).json().data).toEqual({
      rounds: 2,
      bet: '12.500000',
      win: '19.500000',
      profit: '7.000000',
    })
    expect((await stats('game_id=29&start_date=2026-11-20&end_date=2026-11-20')).json().data).toEqual({
      rounds: 0,
      bet: '0.000000',
      win: '0.000000',
      profit: '0.000000',
    })
    expect((await stats('game_id=28&start_date=2026-11-21&end_date=2026-11-21')).statusCode).toBe(400)
    expect((await stats('game_id=29&start_date=2026-02-31&end_date=2026-11-21')).statusCode).toBe(400)
    expect((await t.app.inject({ url: '/sports/winfinity/games/statistics?game_id=29' })).statusCode).toBe(
      401,
    )
  })
})
