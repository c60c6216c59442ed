import { useLingui } from '@lingui/react/macro'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { MyBets } from './MyBets.tsx'

/** My bets as a page; `game` (from the address) is the game it opens on. */
export function MyBetsPage({ game }: { game?: string | undefined }) {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'nav.myBets', message: 'My bets' })}>
      <MyBets key={game} initialGame={game} />
    </PageFrame>
  )
}
