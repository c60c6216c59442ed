import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { GameRow } from '#contract/backofficeRoles.ts'
import type { GameCategory } from '#contract/games.ts'
import { Button } from '../../components/Button/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { useGames } from './api.ts'
import styles from './Backoffice.module.css'
import { GameStatusDialog } from './GameStatusDialog.tsx'
import { gameName } from './gameName.ts'
import { GAME_CATEGORY_LABELS, GAME_STATUS_LABELS } from './labels.ts'
import { Td } from './resource/DataTable.tsx'

const CATEGORIES = Object.keys(GAME_CATEGORY_LABELS) as GameCategory[]

/**
 * Traders and admins: every game by category with its status (spec §4). A change is in force at
 * once for bets and reaches players' menus with their next availability poll (60 s).
 */
export function GamesPage() {
  const { t, i18n } = useLingui()
  const games = useGames()
  const [changing, setChanging] = useState<GameRow | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const label = {
    game: t({ id: 'bo.games.game', message: 'Game' }),
    code: t({ id: 'bo.games.code', message: 'Type code' }),
    status: t({ id: 'bo.operators.status', message: 'Status' }),
    actions: t({ id: 'bo.operators.actions', message: 'Actions' }),
  }

  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          <Trans id="bo.games.title">Games</Trans>
        </h1>
      </div>
      <p className={styles.muted}>
        <Trans id="bo.games.intro">
          Only active games take bets. Disabled games stay in the players' menus but cannot be opened; hidden
          ones leave them. Players see a change within a minute.
        </Trans>
      </p>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}

      {games.isPending ? (
        <Skeleton rows={6} height={44} />
      ) : games.isError ? (
        <ErrorLine error={games.error} onRetry={() => void games.refetch()} />
      ) : (
        CATEGORIES.map((category) => {
          const rows = games.data.filter((g) => g.category === category)
          if (rows.length === 0) return null
          const heading = i18n._(GAME_CATEGORY_LABELS[category])
          return (
            <section key={category} className={styles.section} aria-label={heading}>
              <h2 className={styles.subtitle}>{heading}</h2>
              <div className={styles.tableWrap}>
                <table className={`${styles.table} ${styles.gamesTable}`}>
                  <caption className="visually-hidden">{heading}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{label.game}</th>
                      <th scope="col">{label.code}</th>
                      <th scope="col">{label.status}</th>
                      <th scope="col">{label.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((g) => (
                      <tr key={g.gameId}>
                        <Td label={label.game}>{gameName(i18n, g.name)}</Td>
                        <Td label={label.code} className="tabular">
                          {g.gameId}
                        </Td>
                        <Td label={label.status}>
                          <span className={styles.pill} data-game-status={g.status}>
                            {i18n._(GAME_STATUS_LABELS[g.status])}
                          </span>
                        </Td>
                        <Td label={label.actions}>
                          <Button
                            onClick={() => setChanging(g)}
                            aria-label={t({
                              id: 'bo.games.changeFor',
                              message: `Change status of ${gameName(i18n, g.name)}`,
                            })}
                          >
                            <Trans id="bo.games.change">Change status</Trans>
                          </Button>
                        </Td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )
        })
      )}

      {changing ? (
        <GameStatusDialog
          game={changing}
          onClose={() => setChanging(null)}
          onDone={(game) => {
            setChanging(null)
            const status = i18n._(GAME_STATUS_LABELS[game.status])
            const name = gameName(i18n, game.name)
            setNotice(t({ id: 'bo.games.changed', message: `${name} is now ${status}.` }))
          }}
        />
      ) : null}
    </>
  )
}
