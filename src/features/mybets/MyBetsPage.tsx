import { useLingui } from '@lingui/react/macro'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { MyBets } from './MyBets.tsx'

export function MyBetsPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'nav.myBets', message: 'My bets' })}>
      <MyBets />
    </PageFrame>
  )
}
