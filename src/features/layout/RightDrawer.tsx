import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { PanelHeader } from '../../components/PanelHeader/index.tsx'
import { type OffCanvas, ui } from '../../state/ui.ts'
import styles from './RightDrawer.module.css'

const close = () => {
  ui.openedOffCanvas = null
}

function Content({ panel }: { panel: Exclude<OffCanvas, null> }) {
  switch (panel) {
    case 'chat':
      return (
        <EmptyState icon="chat" title={<Trans id="chat.title">Live support</Trans>}>
          <p>
            <Trans id="chat.intro">
              Our support team answers questions about bets, deposits and withdrawals.
            </Trans>
          </p>
          <Link to="/chat" className={styles.action} onClick={close}>
            <Trans id="chat.open">Open live support</Trans>
          </Link>
        </EmptyState>
      )
    case 'betslip':
      return (
        <EmptyState icon="ticket" title={<Trans id="betslip.empty">Your bet slip is empty</Trans>}>
          <Trans id="betslip.emptyHint">Pick odds on a match to add a selection.</Trans>
        </EmptyState>
      )
    case 'mybets':
      return (
        <EmptyState icon="ticket" title={<Trans id="mybets.none">No bets yet</Trans>}>
          <Link to="/my-bets" className={styles.action} onClick={close}>
            <Trans id="mybets.openPage">Open my bets</Trans>
          </Link>
        </EmptyState>
      )
  }
}

/** Chat, bet slip and my bets beside the page on desktop; over it on phones. */
export function RightDrawer() {
  const { t } = useLingui()
  const { openedOffCanvas } = useSnapshot(ui)

  useEffect(() => {
    if (!openedOffCanvas) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [openedOffCanvas])

  if (!openedOffCanvas) return null
  const titles = {
    chat: t({ id: 'chat.title', message: 'Live support' }),
    betslip: t({ id: 'betslip.title', message: 'Bet slip' }),
    mybets: t({ id: 'nav.myBets', message: 'My bets' }),
  }
  return (
    <aside className={styles.drawer} aria-label={titles[openedOffCanvas]} data-panel={openedOffCanvas}>
      <PanelHeader title={titles[openedOffCanvas]} onClose={close} />
      <div className={styles.body}>
        <Content panel={openedOffCanvas} />
      </div>
    </aside>
  )
}
