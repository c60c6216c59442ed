import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { HowToPlay } from '../../components/HowToPlay/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { Tabs } from '../../components/Tabs/index.tsx'
import { AdSlot } from '../../shared/ads/AdSlot.tsx'
import { lottery } from '../../state/lottery.ts'
import { drawsQuery } from './api.ts'
import { BetBoard } from './BetBoard.tsx'
import { DrawBetting } from './DrawBetting.tsx'
import { LOTTERY_RULES } from './howToPlay.ts'
import styles from './Lottery.module.css'
import { Results } from './Results.tsx'
import { REGIONS, type Region } from './regions.ts'
import { Statistics } from './Statistics.tsx'
import { TicketPanel } from './TicketPanel.tsx'

type Tab = 'bets' | 'results' | 'statistics' | 'howToPlay'

/** Mark Six: a region switcher over the bets, results, statistics and rules of that region's draws. */
export function MarkSixPage({ region, onRegion }: { region: Region; onRegion(region: Region): void }) {
  const { t, i18n } = useLingui()
  const [tab, setTab] = useState<Tab>('bets')
  const [cast, setCast] = useState('10')
  const draws = useQuery(drawsQuery(region))
  const snap = useSnapshot(lottery)
  const tabs = [
    { key: 'bets' as const, label: t({ id: 'tab.bets', message: 'Bets' }) },
    { key: 'results' as const, label: t({ id: 'tab.results', message: 'Results' }) },
    { key: 'statistics' as const, label: t({ id: 'tab.statistics', message: 'Statistics' }) },
    { key: 'howToPlay' as const, label: t({ id: 'tab.howToPlay', message: 'How to play' }) },
  ]
  const title = t({ id: 'game.markSix', message: 'Mark Six' })
  const next = draws.data?.next
  return (
    <PageFrame title={title}>
      <fieldset className={`${styles.pills} ${styles.spaced}`}>
        <legend className="visually-hidden">{t({ id: 'lottery.region', message: 'Region' })}</legend>
        {REGIONS.map((r) => (
          <button
            key={r.key}
            type="button"
            className={styles.pill}
            aria-pressed={r.key === region}
            onClick={() => onRegion(r.key)}
          >
            {i18n._(r.label)}
          </button>
        ))}
      </fieldset>
      <Tabs label={title} items={tabs} selected={tab} onSelect={setTab}>
        {draws.isPending ? <Skeleton rows={3} height={48} /> : null}
        {draws.isError ? <ErrorLine error={draws.error} onRetry={() => draws.refetch()} /> : null}
        {tab === 'bets' && draws.data ? (
          <DrawBetting
            draw={next}
            onClosed={() => draws.refetch()}
            about={
              next ? (
                <span className={styles.hash} title={next.seed_hash}>
                  <Trans id="lottery.commitment">Commitment</Trans> {next.seed_hash.slice(0, 12)}…
                </span>
              ) : null
            }
            board={next ? <BetBoard draw={next} cast={cast} /> : null}
            count={Object.keys(snap.lotteryBetArray).length}
          >
            {next ? <TicketPanel draw={next} cast={cast} setCast={setCast} /> : null}
          </DrawBetting>
        ) : null}
        {tab === 'results' && draws.data ? <Results draws={draws.data.list} /> : null}
        {tab === 'statistics' && draws.data ? (
          <Statistics
            game={region}
            date={(next?.draw_at ?? draws.data.list[0]?.draw_at ?? new Date().toISOString()).slice(0, 10)}
          />
        ) : null}
        {tab === 'howToPlay' ? <HowToPlay rules={LOTTERY_RULES} locale={i18n.locale} /> : null}
      </Tabs>
      <AdSlot placement="lottery" />
    </PageFrame>
  )
}
