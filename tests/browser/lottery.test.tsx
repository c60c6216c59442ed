import { beforeEach, describe, expect, it } from 'vitest'
import type { Locator } from 'vitest/browser'
import type { DrawView, MarkSixStatistics } from '#contract/lottery.ts'
import { api } from '../../src/api/index.ts'
import { changeLocale, i18n } from '../../src/i18n/index.ts'
import { lottery } from '../../src/state/lottery.ts'
import {
  ANIMALS,
  type Animal,
  animalNumbers,
  formatMinorUnits,
  type MarkSixBet,
  markSixAnimal,
  markSixColour,
  markSixOddsIndex,
  markSixTicketRange,
  payAtOdds,
  trimZeros,
  yearAnimal,
} from '../../workers/engine/index.ts'
import { DESKTOP, MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  lottery.lotteryBetArray = {}
  lottery.warningMessage = null
})

describe('Mark Six', () => {
  it('shows the open draw with its countdown and commitment, and every bet type', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await expect.element(screen.getByText(/Draw number \d{4}-\d{3}/)).toBeVisible()
    await expect.element(screen.getByRole('timer')).toBeVisible()
    for (const type of [
      'Special code',
      'Special side',
      'Merge animals',
      'Combination zodiacs',
      'Number colour',
    ]) {
      await expect.element(screen.getByRole('button', { name: type })).toBeVisible()
    }
  })

  it('cards toggle, the cast sets every amount, a visitor is asked to log in', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: '07 · 47.5' }).click()
    await screen.getByRole('button', { name: '08 · 47.5' }).click()
    await screen.getByRole('button', { name: '08 · 47.5' }).click()
    expect(Object.keys(lottery.lotteryBetArray)).toEqual(['sc-7'])
    await screen.getByRole('button', { name: '50', exact: true }).click()
    await expect.element(screen.getByLabelText('Amount for 07')).toHaveValue('50')
    await expect.element(screen.getByText('2375.000000 USDT')).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'To complete the bet please Login to your account' }))
      .toBeVisible()
  })

  it('merge animals needs two at least; combination zodiacs needs the level in animals', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: 'Merge animals' }).click()
    await screen.getByRole('button', { name: /^Rat/ }).click()
    await expect.element(screen.getByText('Select at least two animals')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: /Add selection/ })).toBeDisabled()
    await screen.getByRole('button', { name: 'Combination zodiacs' }).click()
    await screen.getByRole('button', { name: '3 String 1' }).click()
    await screen.getByRole('button', { name: /^Ox/ }).click()
    await expect.element(screen.getByText('Select at least 3 animals')).toBeVisible()
  })

  it('places a ticket after confirming and the balance drops by the stake', async () => {
    await signUpPlayer({ deposit: '100' })
    const { screen } = await renderApp('/lottery/mark-six?game=newammarksix', DESKTOP)
    await screen.getByRole('button', { name: 'Special side' }).click()
    await screen.getByRole('button', { name: 'Big · 1.98' }).click()
    await screen.getByLabelText('Amount per bet').fill('20')
    await screen.getByRole('button', { name: 'Place bet' }).click()
    const confirm = screen.getByRole('dialog', { name: 'Place lottery bet' })
    await expect.element(confirm.getByText('39.600000 USDT').first()).toBeVisible()
    await expect.element(confirm.getByRole('cell', { name: '1.98' })).toBeVisible()
    await confirm.getByRole('button', { name: 'OK' }).click()
    await expect.element(screen.getByText('Bet placed')).toBeVisible()
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('80.000000')
  })

  it('special code 07 and special animal horse: the ticket can return at most the larger win, not both', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: '07 · 47.5' }).click()
    await screen.getByRole('button', { name: 'Special animal' }).click()
    await screen.getByRole('button', { name: /^Horse/ }).click()
    await screen.getByRole('button', { name: '10', exact: true }).click()
    const totals = screen.getByRole('region', { name: 'Ticket' })
    // 07 is not a horse in any year a horse is drawn with it: 10 × 47.5 is the most, never both wins.
    await expect.element(totals.getByText('Maximum payout')).toBeVisible()
    const max = totals.getByText('Maximum payout').element().nextElementSibling?.textContent
    expect(max).toBe('475.000000 USDT')
    const min = totals.getByText('Minimum payout').element().nextElementSibling?.textContent
    expect(min).toBe('0.000000 USDT')
  })

  it('in Chinese the special animal cards and the ticket line name the animal in Chinese', async () => {
    await changeLocale('zh')
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    const type = i18n._('lottery.type.specialCodeAnimal')
    const horse = i18n._('animal.horse')
    expect(horse).toBe('马')
    await screen.getByRole('button', { name: type }).click()
    await screen.getByRole('button', { name: new RegExp(`^${horse} `) }).click()
    await expect.element(screen.getByText(new RegExp(`^${type}: ${horse} @`))).toBeVisible()
  })

  it('on a phone the ticket docks at the bottom with its count and slides up when tapped', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', MOBILE)
    await expect.element(screen.getByRole('button', { name: '07 · 47.5' })).toBeVisible()
    expect(screen.getByRole('button', { name: /^Ticket \(/ }).query()).toBeNull()
    await screen.getByRole('button', { name: '07 · 47.5' }).click()
    await screen.getByRole('button', { name: '08 · 47.5' }).click()
    const bar = screen.getByRole('button', { name: /^Ticket \(2\)/ })
    await expect.element(bar).toBeVisible()
    await expect.element(bar).toHaveAttribute('aria-expanded', 'false')
    const bottom = bar.element().getBoundingClientRect().bottom
    expect(bottom).toBeGreaterThan(844 - 56 - 60)
    await bar.click()
    await expect.element(screen.getByLabelText('Amount for 07')).toBeVisible()
  })

  it("prices each animal and merge set for its draw's year as the server does, and shows what settlement pays", async () => {
    const { next } = await region('ammarksix')
    if (!next) throw new Error('no open draw')
    const date = next.draw_at.slice(0, 10)
    const table = await api.get<{ index: number; odd: string }[]>('marksix/odds', {
      query: { game: 'ammarksix' },
      silent: true,
    })
    const served = (bet: MarkSixBet) =>
      trimZeros(table.find((o) => o.index === markSixOddsIndex(bet, date))?.odd ?? 'none')
    const year = yearAnimal(date)
    const other = ANIMALS.find((a) => a !== year) ?? 'rat'
    const name = (a: Animal) => i18n._(`animal.${a}`)
    await signUpPlayer({ deposit: '100' })
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: 'Special animal' }).click()
    // the year's animal owns five numbers, the others four: each card shows its own entry
    const yearOdd = served({ type: 'specialCodeAnimal', animal: year })
    const otherOdd = served({ type: 'specialCodeAnimal', animal: other })
    expect(yearOdd).not.toBe(otherOdd)
    await expect.element(screen.getByRole('button', { name: `${name(year)} · ${yearOdd}` })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: `${name(other)} · ${otherOdd}` })).toBeVisible()

    // nine animals with the year's: the set's own entry, on the button and the ticket line
    await screen.getByRole('button', { name: 'Merge animals' }).click()
    const nine = [year, ...ANIMALS.filter((a) => a !== year)].slice(0, 9)
    for (const a of nine) await screen.getByRole('button', { name: new RegExp(`^${name(a)}`) }).click()
    const mergeOdd = served({ type: 'specialCodeMergeAnimal', animals: nine })
    await screen.getByRole('button', { name: `Add selection · ${mergeOdd}` }).click()
    await expect
      .element(screen.getByText(new RegExp(`^Merge animals: .* @ ${mergeOdd.replace('.', '\\.')}$`)))
      .toBeVisible()

    // combination zodiacs, 2 String 1 of three animals: the two pairs with the year's pay 85%
    await screen.getByRole('button', { name: 'Combination zodiacs' }).click()
    await screen.getByRole('button', { name: '2 String 1' }).click()
    const three = [year, ...ANIMALS.filter((a) => a !== year).slice(0, 2)]
    for (const a of three) await screen.getByRole('button', { name: new RegExp(`^${name(a)}`) }).click()
    await screen.getByRole('button', { name: /^Add selection/ }).click()
    await screen.getByLabelText('Amount per bet').fill('10')
    await screen.getByRole('button', { name: 'Place bet' }).click()
    const confirm = screen.getByRole('dialog', { name: 'Place lottery bet' })
    const pair = served({ type: 'specialCodeCombinationZodiacs', level: 2, animals: three })
    const lineOf = (bet: MarkSixBet) =>
      markSixTicketRange([{ bet, amount: 10_000_000n, odds: pair }], date).max
    const zodiacs = lineOf({ type: 'specialCodeCombinationZodiacs', level: 2, animals: three })
    // 10 × odds × (0.85 + 0.85 + 1), not 10 × odds × 3
    expect(zodiacs).toBe(payAtOdds(10_000_000n, pair, 85n) * 2n + payAtOdds(10_000_000n, pair))
    await expect
      .element(confirm.getByRole('cell', { name: `${formatMinorUnits(zodiacs, 6, 'USDT')} USDT` }))
      .toBeVisible()
    await expect
      .element(
        confirm.getByRole('cell', {
          name: `${formatMinorUnits(payAtOdds(10_000_000n, mergeOdd), 6, 'USDT')} USDT`,
        }),
      )
      .toBeVisible()
  })

  it('switching region clears the selections', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: '07 · 47.5' }).click()
    expect(Object.keys(lottery.lotteryBetArray)).toHaveLength(1)
    await screen.getByRole('button', { name: 'Taiwan Mark Six' }).click()
    await expect.poll(() => Object.keys(lottery.lotteryBetArray).length).toBe(0)
  })
})

const region = (game: string) =>
  api.get<{ list: DrawView[]; next: DrawView | null }>(game, { query: { start: 0, limit: 20 }, silent: true })
const statistics = (game: string, draws: number) =>
  api.get<MarkSixStatistics>('marksix/statistics', { query: { game, draws }, silent: true })
const animalOf = (n: number, date: string) => i18n._(`animal.${markSixAnimal(n, date)}`)
/** The balls inside `where` as a player reads them: number, colour and the animal under it. */
const ballsIn = async (where: Locator) => {
  await expect.element(where).toBeInTheDocument()
  return [...where.element().querySelectorAll('[data-colour]')].map((ball) => ({
    n: Number(ball.textContent),
    colour: ball.getAttribute('data-colour'),
    animal: ball.nextElementSibling?.textContent ?? null,
  }))
}
const expectedBalls = (numbers: number[], date: string) =>
  numbers.map((n) => ({ n, colour: markSixColour(n), animal: animalOf(n, date) }))

describe('Mark Six history, statistics and the zodiac table', () => {
  it('a fresh site lists past results, each ball in its colour with its animal, each draw verifiable', async () => {
    const { list } = await region('hkmarksix')
    // The site starts with 30 past draws; the results show the latest page of them.
    expect(list).toHaveLength(20)
    const { screen } = await renderApp('/lottery/mark-six?game=hkmarksix', DESKTOP)
    await screen.getByRole('tab', { name: 'Results' }).click()
    const rows = screen.getByRole('tabpanel').getByRole('listitem')
    await expect.poll(() => rows.elements().length).toBe(20)
    const [latest] = list
    if (!latest?.numbers || latest.special === null) throw new Error('no drawn history')
    const first = rows.first()
    await expect.poll(() => first.element().textContent).toMatch(new RegExp(`^${latest.match_id} `))
    const date = latest.draw_at.slice(0, 10)
    expect(await ballsIn(first)).toEqual(expectedBalls([...latest.numbers, latest.special], date))
    await first.getByRole('button', { name: 'Verify draw' }).click()
    await expect.element(first.getByRole('button', { name: '✓ Verified' })).toBeVisible()
    await rows.last().getByRole('button', { name: 'Verify draw' }).click()
    await expect.element(rows.last().getByRole('button', { name: '✓ Verified' })).toBeVisible()
  })

  it('statistics show the hot and cold numbers the server counts, over 30 or 100 draws', async () => {
    const { next } = await region('ammarksix')
    const date = (next?.draw_at ?? '').slice(0, 10)
    const thirty = await statistics('ammarksix', 30)
    expect(thirty.draws).toBe(30)
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', MOBILE)
    await screen.getByRole('tab', { name: 'Statistics' }).click()
    await expect
      .element(screen.getByText(`Over the last 30 draws, ${thirty.first} to ${thirty.last}`))
      .toBeVisible()
    const hot = screen.getByRole('region', { name: 'Hot numbers' })
    const cold = screen.getByRole('region', { name: 'Cold numbers' })
    expect(await ballsIn(hot)).toEqual(expectedBalls(thirty.hot, date))
    expect(await ballsIn(cold)).toEqual(expectedBalls(thirty.cold, date))
    const [hottest] = thirty.hot
    const top = thirty.numbers.find((s) => s.number === hottest)
    expect(hot.getByRole('listitem').first().element().textContent).toMatch(
      new RegExp(`^${String(hottest).padStart(2, '0')}\\D+${top?.drawn}×`),
    )
    const every = screen.getByRole('region', { name: 'Every number' })
    expect((await ballsIn(every)).map((b) => b.n)).toEqual(Array.from({ length: 49 }, (_, i) => i + 1))

    const hundred = await statistics('ammarksix', 100)
    await screen.getByRole('button', { name: 'Last 100 draws' }).click()
    await expect
      .element(screen.getByRole('button', { name: 'Last 100 draws' }))
      .toHaveAttribute('aria-pressed', 'true')
    // Fewer than 100 have been drawn: the count says how many were.
    await expect
      .element(screen.getByText(`Over the last ${hundred.draws} draws`, { exact: false }))
      .toBeVisible()
  })

  it("the special animal bets show this year's zodiac table, and number cards their animal", async () => {
    const { next } = await region('ammarksix')
    const date = (next?.draw_at ?? '').slice(0, 10)
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    const seven = screen.getByRole('button', { name: '07 · 47.5' })
    expect(await ballsIn(seven)).toEqual(expectedBalls([7], date))
    await screen.getByRole('button', { name: 'Special animal' }).click()
    const year = i18n._(`animal.${yearAnimal(date)}`)
    const table = screen.getByRole('table', { name: `Zodiac table: year of the ${year}` })
    await expect.element(table).toBeVisible()
    for (const animal of ANIMALS) {
      const row = table.getByRole('row', { name: new RegExp(`^${i18n._(`animal.${animal}`)}`) })
      expect((await ballsIn(row)).map((b) => b.n)).toEqual(animalNumbers(animal, date))
    }
  })

  it('in Chinese: results, statistics, the zodiac table and the balls read in Chinese', async () => {
    await changeLocale('zh')
    const { list, next } = await region('twnmarksix')
    const [latest] = list
    if (!latest?.numbers || latest.special === null || !next) throw new Error('no drawn history')
    const { screen } = await renderApp('/lottery/mark-six?game=twnmarksix', MOBILE)
    const date = next.draw_at.slice(0, 10)
    expect((await ballsIn(screen.getByRole('button', { name: /^07 · / })))[0]?.animal).toMatch(
      /^[鼠牛虎兔龙蛇马羊猴鸡狗猪]$/,
    )
    await screen.getByRole('button', { name: i18n._('lottery.type.specialCodeAnimal') }).click()
    await expect
      .element(screen.getByRole('table', { name: `生肖对照表：${i18n._(`animal.${yearAnimal(date)}`)}年` }))
      .toBeVisible()

    await screen.getByRole('tab', { name: '结果' }).click()
    const first = screen.getByRole('tabpanel').getByRole('listitem').first()
    await expect.poll(() => first.element().textContent).toMatch(new RegExp(`^${latest.match_id} `))
    const balls = await ballsIn(first)
    expect(balls).toEqual(expectedBalls([...latest.numbers, latest.special], latest.draw_at.slice(0, 10)))
    expect(balls.every((b) => /^[鼠牛虎兔龙蛇马羊猴鸡狗猪]$/.test(b.animal ?? ''))).toBe(true)

    await screen.getByRole('tab', { name: '统计' }).click()
    const thirty = await statistics('twnmarksix', 30)
    await expect.element(screen.getByText(`统计最近 30 期，${thirty.first} 至 ${thirty.last}`)).toBeVisible()
    expect((await ballsIn(screen.getByRole('region', { name: '热号' }))).map((b) => b.n)).toEqual(thirty.hot)
    expect((await ballsIn(screen.getByRole('region', { name: '冷号' }))).map((b) => b.n)).toEqual(thirty.cold)
  })
})
