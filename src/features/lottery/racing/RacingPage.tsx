import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { type RacingBet, racingOddsIndex, trimZeros } from '#engine/index.ts'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { HowToPlay } from '../../../components/HowToPlay/index.tsx'
import { PageFrame } from '../../../components/PageFrame/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import { Tabs } from '../../../components/Tabs/index.tsx'
import { AdSlot } from '../../../shared/ads/AdSlot.tsx'
import {
  castRacingAmount,
  racing,
  resetRacing,
  setRacingAmount,
  toggleRacingBet,
} from '../../../state/racing.ts'
import { DrawBetting } from '../DrawBetting.tsx'
import { AIRSHIP_RULES, PK10_RULES } from '../howToPlay.ts'
import styles from '../Lottery.module.css'
import { pickText } from '../pickText.ts'
import { Ticket, type TicketSource } from '../TicketPanel.tsx'
import { type RacingGame, racingListQuery, racingNowQuery, racingOddsQuery } from './api.ts'
import { GROUPS, type Group, racingCards, subsetsOf } from './cards.ts'
import { RaceResults } from './RaceResults.tsx'

type Tab = Group | 'results' | 'howToPlay'

function Board({ game, group }: { game: RacingGame; group: Group }) {
  const { t, i18n } = useLingui()
  const snap = useSnapshot(racing)
  const odds = useQuery(racingOddsQuery(game))
  const byIndex = new Map((odds.data ?? []).map((o) => [o.index, trimZeros(o.odd)]))
  const subsets = subsetsOf(group)
  const subset = subsets.includes(snap.selectedPk10Subset) ? snap.selectedPk10Subset : (subsets[0] ?? 1)
  const pick = (label: string) => pickText(i18n, label)
  return (
    <div className={styles.board}>
      {subsets.length ? (
        <fieldset className={styles.pills}>
          <legend className={styles.legend}>{t({ id: 'lottery.position', message: 'Position' })}</legend>
          {subsets.map((p) => (
            <button
              key={p}
              type="button"
              className={styles.pill}
              aria-pressed={p === subset}
              onClick={() => {
                racing.selectedPk10Subset = p
              }}
            >
              {group === 'dragonVsTriger' ? `${p} vs ${11 - p}` : p}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.grid}>
        {racingCards(group, subset).map((c) => (
          <button
            key={c.key}
            type="button"
            className={styles.card}
            aria-pressed={Boolean(snap.pk10BetArray[c.key])}
            aria-label={`${pick(c.label)} · ${byIndex.get(c.oddsIndex) ?? ''}`}
            onClick={() =>
              toggleRacingBet(
                c.key,
                {
                  bet: c.bet,
                  label: `${subsets.length ? `${subset}: ` : ''}${pick(c.label)}`,
                },
                '10',
              )
            }
          >
            <span>{pick(c.label)}</span>
            <span className={styles.small}>{byIndex.get(c.oddsIndex)}</span>
          </button>
        ))}
      </div>
    </div>
  )
}

/** PK10 and airship: the groups of spec §3 as tabs, the ticket, and results with a replay. */
export function RacingPage({ game }: { game: RacingGame }) {
  const { t, i18n } = useLingui()
  const snap = useSnapshot(racing)
  const [tab, setTab] = useState<Tab>('twoSide')
  const [cast, setCast] = useState('10')
  const now = useQuery(racingNowQuery(game))
  const list = useQuery({ ...racingListQuery(game), enabled: tab === 'results' })
  const odds = useQuery(racingOddsQuery(game))
  const title = game === 'pk10' ? 'PK10' : t({ id: 'game.airship', message: 'Airship' })
  const tabs = [
    ...GROUPS.map((g) => ({ key: g as Tab, label: i18n._(`racing.group.${g}`) })),
    { key: 'results' as const, label: t({ id: 'tab.results', message: 'Results' }) },
    { key: 'howToPlay' as const, label: t({ id: 'tab.howToPlay', message: 'How to play' }) },
  ]
  const next = now.data?.next
  const source: TicketSource | null = next
    ? {
        bets: snap.pk10BetArray,
        odds: odds.data,
        oddsIndex: (bet) => racingOddsIndex(bet as RacingBet),
        count: () => 1,
        typeLabel: () => i18n._(`racing.group.${snap.selectedpk10Game}`),
        setAmount: setRacingAmount,
        castAll: castRacingAmount,
        setQuick: () => undefined,
        clear: resetRacing,
        action: `${game}/bet`,
        request: (items) => ({ match_id: next.match_id, items }),
      }
    : null
  return (
    <PageFrame title={title}>
      <Tabs
        label={title}
        items={tabs}
        selected={tab}
        onSelect={(key) => {
          setTab(key)
          if (key !== 'results' && key !== 'howToPlay') racing.selectedpk10Game = key
        }}
      >
        {now.isPending ? <Skeleton rows={3} height={48} /> : null}
        {now.isError ? <ErrorLine error={now.error} onRetry={() => now.refetch()} /> : null}
        {tab === 'howToPlay' ? (
          <HowToPlay rules={game === 'pk10' ? PK10_RULES : AIRSHIP_RULES} locale={i18n.locale} />
        ) : tab === 'results' ? (
          list.data ? (
            <RaceResults draws={list.data.list} />
          ) : (
            <Skeleton rows={3} height={48} />
          )
        ) : now.data ? (
          <DrawBetting
            draw={next}
            onClosed={() => now.refetch()}
            board={<Board game={game} group={tab} />}
            count={Object.keys(snap.pk10BetArray).length}
          >
            {next && source ? <Ticket source={source} draw={next} cast={cast} setCast={setCast} /> : null}
          </DrawBetting>
        ) : null}
      </Tabs>
      <AdSlot placement="lottery" />
    </PageFrame>
  )
}
