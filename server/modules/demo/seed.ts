import { and, count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { type RESERVED_ACCOUNTS, registerAccount } from '../auth/index.ts'
import { games } from '../games/tables.ts'
import { lotteryOdds } from '../lottery/tables.ts'
import { paymentChannels } from '../payments/tables.ts'
import { users } from '../players/tables.ts'
import { demoCampaigns } from '../rewards/index.ts'
import { campaigns } from '../rewards/tables.ts'
import { currencies, siteConfig, slideshow } from '../site/tables.ts'
import { vipLevels } from '../vip/tables.ts'

/** Accounts the README lists; created on the first start in demo mode only, never registered. */
export const DEMO_ACCOUNTS = [
  { account: 'demo', password: 'Demo1234', nickname: 'DemoPlayer', role: 3 },
  { account: 'agent', password: 'Agent1234', nickname: 'DemoAgent', role: 2 },
] as const satisfies readonly {
  account: (typeof RESERVED_ACCOUNTS)[number]
  password: string
  nickname: string
  role: number
}[]

const social = {
  facebook: 'https://www.facebook.com/',
  telegram: 'https://t.me/',
  whatsapp: 'https://www.whatsapp.com/',
}

const footer = {
  en: {
    about:
      'Betsuite brings sports betting, Mark Six and PK10 draws and casino games together in one place. Play for fun, and within your limits.',
    sponsorship: 'Proud sponsor of grassroots football and community cricket clubs.',
    responsibleGaming:
      'Gambling can be addictive. Players must be 18 or older. Set deposit limits, take breaks and ask support for self-exclusion at any time.',
    copyright: '© 2024 Betsuite. All rights reserved.',
    social,
  },
  zh: {
    about: 'Betsuite 汇集体育投注、六合彩与 PK10 开奖以及娱乐游戏。理性娱乐，量力而行。',
    sponsorship: '我们自豪地赞助基层足球与社区板球俱乐部。',
    responsibleGaming:
      '博彩可能使人上瘾。玩家须年满 18 岁。请设定充值限额、适时休息，随时可联系客服申请自我排除。',
    copyright: '© 2024 Betsuite 版权所有。',
    social,
  },
}

const gameRows = [
  { gameId: 10, name: 'soccer', status: 1 },
  { gameId: 11, name: 'basketball', status: 1 },
  { gameId: 12, name: 'bd', status: 1 },
  { gameId: 13, name: 'hkmarksix', status: 1 },
  { gameId: 14, name: 'ammarksix', status: 1 },
  { gameId: 15, name: 'newammarksix', status: 1 },
  { gameId: 16, name: 'pk10', status: 1 },
  { gameId: 17, name: 'airship', status: 1 },
  { gameId: 18, name: 'gallopingmarksix', status: 3 },
  { gameId: 19, name: 'sgnmarksix', status: 1 },
  { gameId: 20, name: 'twnmarksix', status: 1 },
  // Not in the spec's code list; its free slot, so cricket has a status an operator can switch.
  { gameId: 21, name: 'cricket', status: 1 },
  { gameId: 22, name: 'pgGames', status: 1 },
  // Ours, not the spec's (contract/games.ts): the card game and the ng game.
  { gameId: 23, name: 'cardGame', status: 1 },
  { gameId: 24, name: 'ngGame', status: 1 },
  { gameId: 27, name: 'tadaGames', status: 1 },
  { gameId: 28, name: 'noah', status: 1 },
  { gameId: 29, name: 'winfinity', status: 1 },
].map((g, i) => ({ ...g, sort: i }))

const currencyRows = [
  { id: 1, currency: 'USDT', exchange: '1', sportBetMin: '0.01', lotterBetMin: '1', flag: 'us', sort: 0 },
  { id: 2, currency: 'CNY', exchange: '7.1', sportBetMin: '0.1', lotterBetMin: '5', flag: 'cn', sort: 1 },
  { id: 3, currency: 'PHP', exchange: '56.5', sportBetMin: '1', lotterBetMin: '50', flag: 'ph', sort: 2 },
  { id: 4, currency: 'INR', exchange: '83.2', sportBetMin: '1', lotterBetMin: '80', flag: 'in', sort: 3 },
  { id: 5, currency: 'BRL', exchange: '5.4', sportBetMin: '0.1', lotterBetMin: '5', flag: 'br', sort: 4 },
]

const slides = [
  {
    pic: '/images/slides/sports.svg',
    name: {
      en: 'Parlays up to 15 matches',
      zh: '最多 15 场串关',
      ja: '最大15試合のパーレー',
      ko: '최대 15경기 파레이',
      es: 'Combinadas de hasta 15 partidos',
      pt: 'Múltiplas de até 15 jogos',
      ru: 'Экспрессы до 15 матчей',
      tr: '15 maça kadar kombine',
      id: 'Parlay hingga 15 pertandingan',
      hi: '15 मैचों तक के पार्ले',
    },
    url: '/sport/soccer',
  },
  {
    pic: '/images/slides/marksix.svg',
    name: {
      en: 'Mark Six in five regions',
      zh: '五地六合彩',
      ja: '5地域のマークシックス',
      ko: '5개 지역 마크식스',
      es: 'Mark Six en cinco regiones',
      pt: 'Mark Six em cinco regiões',
      ru: 'Mark Six в пяти регионах',
      tr: 'Beş bölgede Mark Six',
      id: 'Mark Six di lima wilayah',
      hi: 'पाँच क्षेत्रों में मार्क सिक्स',
    },
    url: '/lottery/mark-six',
  },
  {
    pic: '/images/slides/rewards.svg',
    name: {
      en: 'Daily check-in rewards',
      zh: '每日签到奖励',
      ja: '毎日のチェックイン特典',
      ko: '매일 출석 보상',
      es: 'Premios por registro diario',
      pt: 'Prêmios de check-in diário',
      ru: 'Награды за ежедневный вход',
      tr: 'Günlük giriş ödülleri',
      id: 'Hadiah check-in harian',
      hi: 'रोज़ाना चेक-इन इनाम',
    },
    url: '/rewards',
  },
].map((s, i) => ({ ...s, sort: i }))

const USDT = 1_000_000n
const vipRows = [
  { level: 1, name: 'bronze', recharge: 0n },
  { level: 2, name: 'silver', recharge: 1_000n * USDT },
  { level: 3, name: 'gold', recharge: 5_000n * USDT },
  { level: 4, name: 'platinum', recharge: 20_000n * USDT },
  { level: 5, name: 'diamond', recharge: 100_000n * USDT },
].map((v) => ({ ...v, img: `/images/vip/${v.name}.svg` }))

/** Sandbox channels: each kind of spec §1 works end to end inside the server. */
const channelRows = [
  {
    id: 1,
    direction: 'deposit',
    kind: 'usdt',
    name: 'USDT (TRC20)',
    network: 'TRC20',
    minAmount: '10',
    sort: 0,
  },
  {
    id: 2,
    direction: 'deposit',
    kind: 'usdt',
    name: 'USDT (ERC20)',
    network: 'ERC20',
    minAmount: '10',
    sort: 1,
  },
  {
    id: 3,
    direction: 'deposit',
    kind: 'fiat',
    name: 'GCash',
    currency: 'PHP',
    minAmount: '100',
    maxAmount: '500000',
    wholeOnly: true,
    sort: 2,
  },
  {
    id: 4,
    direction: 'deposit',
    kind: 'third_party',
    name: 'PayPro',
    currency: 'CNY',
    minAmount: '100',
    maxAmount: '200000',
    wholeOnly: true,
    sort: 3,
  },
  {
    id: 5,
    direction: 'deposit',
    kind: 'card',
    name: 'Bank card',
    minAmount: '10',
    maxAmount: '10000',
    sort: 4,
  },
  {
    id: 11,
    direction: 'withdraw',
    kind: 'usdt',
    name: 'USDT (TRC20)',
    network: 'TRC20',
    minAmount: '2',
    networkFee: '1',
    sort: 0,
  },
  {
    id: 12,
    direction: 'withdraw',
    kind: 'usdt',
    name: 'USDT (ERC20)',
    network: 'ERC20',
    minAmount: '2',
    networkFee: '5',
    sort: 1,
  },
  {
    id: 13,
    direction: 'withdraw',
    kind: 'bank',
    name: 'Bank transfer',
    country: 'PH',
    minAmount: '2',
    feePercent: '1',
    sort: 2,
  },
]

/** Odds entries by index (spec §9), amounts in USDT. */
const entry = (
  family: string,
  index: number,
  top: string,
  prop: string,
  odd: string,
  min = '1',
  max = '5000',
) => ({ family, index, top, prop, odd, min, max })
const positions = ['no1', 'no2', 'no3', 'no4', 'no5', 'no6']
/**
 * Merge animals by the numbers a set covers (n animals own 4n, 4n + 1 with the year's animal):
 * index, prop and odds for a return of about 97 % (odds × covered / 49). Index 22 keeps the
 * six-animal set without the year's at its classic 1.95 (95.5 %).
 */
const MERGE_ANIMAL_ODDS: [number, string, string][] = [
  [31, 'animals2', '5.94'],
  [32, 'animals2Year', '5.28'],
  [33, 'animals3', '3.96'],
  [34, 'animals3Year', '3.65'],
  [35, 'animals4', '2.97'],
  [36, 'animals4Year', '2.79'],
  [37, 'animals5', '2.37'],
  [38, 'animals5Year', '2.26'],
  [22, 'animals6', '1.95'],
  [39, 'animals6Year', '1.9'],
  [40, 'animals7', '1.69'],
  [41, 'animals7Year', '1.63'],
  [42, 'animals8', '1.48'],
  [43, 'animals8Year', '1.44'],
  [44, 'animals9', '1.32'],
  [45, 'animals9Year', '1.28'],
]
/**
 * One region's Mark Six table; regions differ in what a number pays. Every pick returns less
 * than its stake on average (markets.md, house edge): a four-number animal or tail 11.5 (93.9 %),
 * the year's five-number animal and tails 1–9 9.5 (96.9 %), a tail among all seven 1.75 (96.9 %)
 * or 2.05 for tail 0 (96.7 %).
 */
const markSixTable = (numberOdd: string) =>
  [
    entry('marksix', 0, 'specialCode', 'number', numberOdd),
    entry('marksix', 1, 'specialCodeSide', 'side', '1.98'),
    entry('marksix', 2, 'specialCodeColor', 'colour', '2.85'),
    ...positions.flatMap((p, i) => [
      entry('marksix', 3 + 3 * i, 'numberCode', p, numberOdd),
      entry('marksix', 4 + 3 * i, 'numberCodeSide', p, '1.98'),
      entry('marksix', 5 + 3 * i, 'numberCodeColor', p, '2.85'),
    ]),
    entry('marksix', 21, 'specialCodeAnimal', 'animal', '11.5'),
    entry('marksix', 23, 'specialCodeTail', 'tail', '9.5'),
    entry('marksix', 24, 'specialCodeCombinationZodiacs', '1str1', '1.95'),
    entry('marksix', 25, 'specialCodeCombinationZodiacs', '2str1', '4.2'),
    entry('marksix', 26, 'specialCodeCombinationZodiacs', '3str1', '11'),
    entry('marksix', 27, 'specialCodeCombinationZodiacs', '4str1', '30'),
    entry('marksix', 28, 'specialCodeCombinationZodiacs', '5str1', '90'),
    entry('marksix', 29, 'tail', 'tail', '1.75'),
    entry('marksix', 30, 'specialCodeAnimal', 'yearAnimal', '9.5'),
    ...MERGE_ANIMAL_ODDS.map(([index, prop, odd]) =>
      entry('marksix', index, 'specialCodeMergeAnimal', prop, odd),
    ),
    entry('marksix', 46, 'specialCodeTail', 'tail0', '11.5'),
    entry('marksix', 47, 'tail', 'tail0', '2.05'),
  ].sort((a, b) => a.index - b.index)
/**
 * Racing: the champion and runner-up are one of 45 pairs of cars; small or odd cover 25 of them
 * (1.74, 96.7 %), big or even 20 (2.1, 93.3 %), a sum value 1 to 5 (about 97 %).
 */
const racingTable = [
  ...Array.from({ length: 10 }, (_, i) => entry('racing', i, 'twoSide', `position${i + 1}`, '1.98')),
  entry('racing', 10, 'championAndRunersUpSum', 'side', '2.1'),
  entry('racing', 11, 'championAndRunersUpSum', 'value', '8.73'),
  ...Array.from({ length: 5 }, (_, i) => entry('racing', 12 + i, 'oneToFifth', `position${i + 1}`, '9.8')),
  ...Array.from({ length: 5 }, (_, i) => entry('racing', 17 + i, 'sixthToTenth', `position${i + 6}`, '9.8')),
  ...Array.from({ length: 5 }, (_, i) =>
    entry('racing', 22 + i, 'dragonVsTriger', `position${i + 1}`, '1.98'),
  ),
  entry('racing', 27, 'championAndRunersUpSum', 'smallOrOdd', '1.74'),
  entry('racing', 28, 'championAndRunersUpSum', 'value4', '10.91'),
  entry('racing', 29, 'championAndRunersUpSum', 'value3', '14.55'),
  entry('racing', 30, 'championAndRunersUpSum', 'value2', '21.82'),
  entry('racing', 31, 'championAndRunersUpSum', 'value1', '43.65'),
]
const MARK_SIX_NUMBER_ODDS: Record<string, string> = {
  hkmarksix: '47.5',
  ammarksix: '47.5',
  newammarksix: '48.5',
  twnmarksix: '46.5',
  sgnmarksix: '47',
  gallopingmarksix: '45',
}
const oddsRows = [
  ...Object.entries(MARK_SIX_NUMBER_ODDS).flatMap(([game, odd]) =>
    markSixTable(odd).map((r) => ({ ...r, game })),
  ),
  ...['pk10', 'airship'].flatMap((game) => racingTable.map((r) => ({ ...r, game }))),
]

/** Idempotent: fills each table only while it is empty, so an operator's edits survive restarts. */
export async function seedDemo(db: Db, log: FastifyBaseLogger) {
  const empty = async (table: PgTable) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0

  if (await empty(siteConfig)) {
    await db.insert(siteConfig).values([
      { key: 'footer', value: footer },
      { key: 'copyright', value: { year: 2024, holder: 'Betsuite' } },
    ])
  }
  // Games added to the catalogue later reach older databases too; existing rows keep their status.
  await db.insert(games).values(gameRows).onConflictDoNothing()
  if (await empty(currencies)) await db.insert(currencies).values(currencyRows)
  if (await empty(slideshow)) await db.insert(slideshow).values(slides)
  if (await empty(vipLevels)) await db.insert(vipLevels).values(vipRows)
  if (await empty(paymentChannels)) await db.insert(paymentChannels).values(channelRows)
  // Entries added later (picks priced by the balls or pairs they cover) reach older tables too;
  // entries already there keep their odds, but for the old tail default that left no margin.
  await db.insert(lotteryOdds).values(oddsRows).onConflictDoNothing()
  await db
    .update(lotteryOdds)
    .set({ odd: '1.75' })
    .where(and(eq(lotteryOdds.family, 'marksix'), eq(lotteryOdds.index, 29), eq(lotteryOdds.odd, '1.8')))
  if (await empty(campaigns)) await db.insert(campaigns).values(demoCampaigns)
  if (await empty(users)) {
    for (const demo of DEMO_ACCOUNTS) {
      const user = await registerAccount(db, demo)
      await db.update(users).set({ role: demo.role }).where(eq(users.id, user.id))
    }
    log.info({ accounts: DEMO_ACCOUNTS.map((a) => a.account) }, 'seeded demo accounts')
  }
}
