import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { HowToPlay } from '../../components/HowToPlay/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Tabs } from '../../components/Tabs/index.tsx'
import { LOTTERY_RULES } from './howToPlay.ts'
import styles from './MarkSixPage.module.css'
import { REGIONS, type Region } from './regions.ts'

type Tab = 'bets' | 'results' | 'howToPlay'

/** Mark Six: a region switcher over the bets, results and rules of that region's draws. */
export function MarkSixPage({ region, onRegion }: { region: Region; onRegion(region: Region): void }) {
  const { t, i18n } = useLingui()
  const [tab, setTab] = useState<Tab>('bets')
  const tabs = [
    { key: 'bets' as const, label: t({ id: 'tab.bets', message: 'Bets' }) },
    { key: 'results' as const, label: t({ id: 'tab.results', message: 'Results' }) },
    { key: 'howToPlay' as const, label: t({ id: 'tab.howToPlay', message: 'How to play' }) },
  ]
  const title = t({ id: 'game.markSix', message: 'Mark Six' })
  return (
    <PageFrame title={title}>
      <fieldset className={styles.regions}>
        <legend className="visually-hidden">{t({ id: 'lottery.region', message: 'Region' })}</legend>
        {REGIONS.map((r) => (
          <button
            key={r.key}
            type="button"
            className={styles.region}
            aria-pressed={r.key === region}
            onClick={() => onRegion(r.key)}
          >
            {i18n._(r.label)}
          </button>
        ))}
      </fieldset>
      <Tabs label={title} items={tabs} selected={tab} onSelect={setTab}>
        {tab === 'bets' ? (
          <EmptyState
            icon="lottery"
            title={<Trans id="lottery.noOpenDraw">No draw is open for betting right now</Trans>}
          />
        ) : null}
        {tab === 'results' ? (
          <EmptyState icon="lottery" title={<Trans id="lottery.noResults">No draw results yet</Trans>} />
        ) : null}
        {tab === 'howToPlay' ? <HowToPlay rules={LOTTERY_RULES} locale={i18n.locale} /> : null}
      </Tabs>
    </PageFrame>
  )
}
