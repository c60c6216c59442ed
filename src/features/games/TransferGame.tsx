import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { toUnits } from '../../shared/money/amounts.ts'
import { amountText } from '../../shared/money/format.ts'
import { balanceQuery } from '../../shared/money/queries.ts'
import { studioBalanceQuery, type TransferStudio } from './api.ts'
import { GameFrame } from './GameFrame.tsx'
import styles from './GamePages.module.css'
import { NotActive } from './NotActive.tsx'
import { rememberGame } from './recent.ts'
import { TransferStep } from './TransferStep.tsx'

type Stage =
  | { at: 'step' }
  | { at: 'playing'; url: string }
  | { at: 'leaving'; url: string }
  | { at: 'stuck' }

/**
 * A transfer studio's game (card game, ng): the amount is brought in first, the table plays on
 * the studio's own wallet, and leaving takes everything at the studio back. When the way back
 * fails the player sees it, with what is still at the studio and a retry.
 */
export function TransferGame({
  type,
  id,
  name,
  studio,
  closed,
}: {
  type: string
  id: string
  name: string
  studio: TransferStudio
  /** Disabled or hidden at the last availability poll: no table opens. */
  closed: boolean
}) {
  const navigate = useNavigate()
  const client = useQueryClient()
  const [stage, setStage] = useState<Stage>({ at: 'step' })
  const atStudio = useQuery({
    ...studioBalanceQuery(type),
    refetchInterval: stage.at === 'playing' ? 10_000 : false,
  })
  const toList = () => navigate({ to: '/game/$type', params: { type } })
  const playing = useRef(false)
  playing.current = stage.at === 'playing'

  // Left by another way than the close (the menu, the back button): the money still comes back.
  // If that fails it stays at the studio, shown with a way to take it back on the next visit.
  useEffect(
    () => () => {
      if (!playing.current) return
      void client
        .fetchQuery({ ...studioBalanceQuery(type), staleTime: 0 })
        .then(({ balance }) => ((toUnits(balance, 6) ?? 0n) > 0n ? studio.takeBack(balance) : null))
        .catch(() => null)
        .finally(() => {
          void client.invalidateQueries({ queryKey: balanceQuery.queryKey })
          void client.invalidateQueries({ queryKey: studioBalanceQuery(type).queryKey })
        })
    },
    [client, studio, type],
  )

  const [returning, setReturning] = useState(false)
  async function leave(url?: string) {
    if (url) setStage({ at: 'leaving', url })
    setReturning(true)
    try {
      const { balance } = await client.fetchQuery({ ...studioBalanceQuery(type), staleTime: 0 })
      if ((toUnits(balance, 6) ?? 0n) > 0n) {
        const back = await studio.takeBack(balance)
        if (back.status !== 'done') throw new Error(`transfer ${back.status}`)
      }
      await client.invalidateQueries({ queryKey: balanceQuery.queryKey })
      toList()
    } catch {
      await client.invalidateQueries({ queryKey: studioBalanceQuery(type).queryKey })
      setStage({ at: 'stuck' })
    } finally {
      setReturning(false)
    }
  }

  if (stage.at === 'playing' || stage.at === 'leaving') {
    const held = atStudio.data ? amountText(atStudio.data.balance, atStudio.data.currency) : '…'
    return (
      <GameFrame
        url={stage.url}
        title={name}
        info={<Trans id="games.atTable">At the table: {held}</Trans>}
        closing={stage.at === 'leaving'}
        onClose={() => leave(stage.url)}
      />
    )
  }
  if (stage.at === 'stuck') {
    const held = atStudio.data ? amountText(atStudio.data.balance, atStudio.data.currency) : '…'
    return (
      <div className={styles.stuck} role="alert">
        <p className={styles.stuckTitle}>
          <Trans id="games.takeBackFailed">Your money could not be taken back from the table yet.</Trans>
        </p>
        <p>
          <Trans id="games.stillAtTable">Still at the table: {held}. It is safe there; try again.</Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="primary" loading={returning} onClick={() => leave()}>
            <Trans id="retry">Retry</Trans>
          </Button>
          <Button variant="ghost" onClick={toList}>
            <Trans id="games.leaveAtTable">Leave it at the table</Trans>
          </Button>
        </div>
      </div>
    )
  }
  if (closed) {
    // Money never stays locked at a table that was switched off: it can always come back.
    const held = atStudio.data && (toUnits(atStudio.data.balance, 6) ?? 0n) > 0n ? atStudio.data : null
    const heldText = held ? amountText(held.balance, held.currency) : ''
    return (
      <>
        <NotActive type={type} />
        {held ? (
          <div className={styles.stuck}>
            <p>
              <Trans id="games.stillAtTableShort">Still at the table: {heldText}</Trans>
            </p>
            <div className={styles.actions}>
              <Button variant="primary" loading={returning} onClick={() => leave()}>
                <Trans id="games.takeBack">Take it back</Trans>
              </Button>
            </div>
          </div>
        ) : null}
      </>
    )
  }
  return (
    <TransferStep
      type={type}
      id={id}
      name={name}
      studio={studio}
      onOpened={(url) => {
        rememberGame({ type, id })
        setStage({ at: 'playing', url })
      }}
    />
  )
}
