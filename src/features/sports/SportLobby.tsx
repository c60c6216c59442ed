import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import type { SportGame } from '#engine/index.ts'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { HowToPlay } from '../../components/HowToPlay/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Tabs } from '../../components/Tabs/index.tsx'
import { AdSlot } from '../../shared/ads/AdSlot.tsx'
import { PAGE_GAMES, type SportPage, titles } from '../../shared/bets/sportPages.ts'
import { CricketLobby, CricketResults } from './cricket/CricketLobby.tsx'
import { SPORT_RULES } from './howToPlay.ts'
import { MatchList, ResultList } from './MatchList.tsx'
import styles from './Sports.module.css'

type Tab = 'bets' | 'results' | 'howToPlay'

function PerGame({ games, list }: { games: SportGame[]; list: (game: SportGame) => ReactNode }) {
  const { i18n } = useLingui()
  if (games.length === 0)
    return (
      <EmptyState
        icon="sports"
        title={<Trans id="sports.noMatches">No matches are open for betting right now</Trans>}
      />
    )
  if (games.length === 1) return list(games[0] as SportGame)
  return games.map((g) => (
    <section key={g} aria-label={i18n._(titles[g])}>
      <h2 className={styles.section}>{i18n._(titles[g])}</h2>
      {list(g)}
    </section>
  ))
}

/** A sports lobby: the matches open for betting, finished results, and the rules. */
export function SportLobby({ game }: { game: SportPage }) {
  const { t, i18n } = useLingui()
  const [tab, setTab] = useState<Tab>('bets')
  const tabs = [
    { key: 'bets' as const, label: t({ id: 'tab.bets', message: 'Bets' }) },
    { key: 'results' as const, label: t({ id: 'tab.results', message: 'Results' }) },
    { key: 'howToPlay' as const, label: t({ id: 'tab.howToPlay', message: 'How to play' }) },
  ]
  const games = game === 'cricket' ? null : PAGE_GAMES[game]
  return (
    <PageFrame title={i18n._(titles[game])}>
      <Tabs label={i18n._(titles[game])} items={tabs} selected={tab} onSelect={setTab}>
        {tab === 'bets' ? (
          games ? (
            <PerGame games={games} list={(g) => <MatchList game={g} />} />
          ) : (
            <CricketLobby />
          )
        ) : null}
        {tab === 'results' ? (
          games ? (
            <PerGame games={games} list={(g) => <ResultList game={g} />} />
          ) : (
            <CricketResults />
          )
        ) : null}
        {tab === 'howToPlay' ? <HowToPlay rules={SPORT_RULES} locale={i18n.locale} /> : null}
      </Tabs>
      <AdSlot placement="sports" />
    </PageFrame>
  )
}
