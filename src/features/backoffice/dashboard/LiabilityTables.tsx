import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { DrawLiability, MatchLiability } from '#contract/backofficeRoles.ts'
import { EmptyState } from '../../../components/EmptyState/index.tsx'
import { amountFigure } from '../../../shared/money/format.ts'
import styles from '../Backoffice.module.css'
import { gameName } from '../gameName.ts'
import { PageLink } from '../PageLink.tsx'
import { columnsOf, TableFrame, Td } from '../resource/DataTable.tsx'
import own from './Dashboard.module.css'

/** One row of either list: what it is, when, how many open bets, and what they could cost. */
interface Exposure {
  key: string
  name: ReactNode
  at: string
  bets: number
  liability: string
}

/** A list of the largest open liabilities, largest first, or a clear line when there are none. */
function LiabilityTable({
  caption,
  empty,
  labels,
  rows,
}: {
  caption: string
  empty: string
  labels: [what: string, when: string, bets: string]
  rows: Exposure[]
}) {
  const { t, i18n } = useLingui()
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const [what, when, bets] = labels
  const liability = t({ id: 'bo.dashboard.liabilityUsdt', message: 'Liability (USDT)' })
  return (
    <section className={styles.section} aria-label={caption}>
      <h3 className={styles.subtitle}>{caption}</h3>
      {rows.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <TableFrame caption={caption} columns={columnsOf([what, when, bets, liability], 2)}>
          {rows.map((row) => (
            <tr key={row.key}>
              <Td label={what}>{row.name}</Td>
              <Td label={when} className={`tabular ${styles.nowrap}`}>
                {dateTime.format(new Date(row.at))}
              </Td>
              <Td label={bets} className={`tabular ${styles.num}`}>
                {row.bets}
              </Td>
              <Td label={liability} className={`tabular ${styles.num} ${styles.nowrap}`}>
                {amountFigure(row.liability, 'USDT')}
              </Td>
            </tr>
          ))}
        </TableFrame>
      )}
    </section>
  )
}

/** The matches whose open bets could cost the house most. */
export function MatchLiabilityTable({ rows }: { rows: MatchLiability[] }) {
  const { t, i18n } = useLingui()
  return (
    <LiabilityTable
      caption={t({ id: 'bo.dashboard.matchLiability', message: 'Open liability by match' })}
      empty={t({ id: 'bo.dashboard.noOpenMatches', message: 'No open bets on matches' })}
      labels={[
        t({ id: 'bo.dashboard.match', message: 'Match' }),
        t({ id: 'bo.dashboard.kickoff', message: 'Kick-off' }),
        t({ id: 'bo.dashboard.openBets', message: 'Open bets' }),
      ]}
      rows={rows.map((m) => ({
        key: `${m.product}:${m.matchId}`,
        name: (
          <>
            {m.home} – {m.away}
            <br />
            <span className={styles.muted}>{gameName(i18n, m.game)}</span>
          </>
        ),
        at: m.kickoff,
        bets: m.bets,
        liability: m.liability,
      }))}
    />
  )
}

/** The draws whose open selections could cost the house most, each a link to its tickets. */
export function DrawLiabilityTable({ rows, linked }: { rows: DrawLiability[]; linked: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <LiabilityTable
      caption={t({ id: 'bo.dashboard.drawLiability', message: 'Open liability by draw' })}
      empty={t({ id: 'bo.dashboard.noOpenDraws', message: 'No open bets on draws' })}
      labels={[
        t({ id: 'bo.dashboard.draw', message: 'Draw' }),
        t({ id: 'bo.dashboard.drawAt', message: 'Draw time' }),
        t({ id: 'bo.dashboard.openSelections', message: 'Open selections' }),
      ]}
      rows={rows.map((d) => {
        const name = `${gameName(i18n, d.game)} ${d.matchId}`
        return {
          key: String(d.drawId),
          name: linked ? (
            <PageLink path={`draws/${d.game}/${d.drawId}`} className={own.drawLink} exact>
              {name}
            </PageLink>
          ) : (
            name
          ),
          at: d.drawAt,
          bets: d.bets,
          liability: d.liability,
        }
      })}
    />
  )
}
