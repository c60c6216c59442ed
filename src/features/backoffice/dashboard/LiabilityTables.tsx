import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { DrawLiability, MatchLiability } from '#contract/backofficeRoles.ts'
import { EmptyState } from '../../../components/EmptyState/index.tsx'
import { amountFigure } from '../../../shared/money/format.ts'
import styles from '../Backoffice.module.css'
import { gameName } from '../gameName.ts'
import { Td } from '../Table.tsx'
import own from './Dashboard.module.css'

const money = `tabular ${styles.num} ${styles.nowrap}`

/** The matches whose open bets could cost the house most. */
export function MatchLiabilityTable({ rows }: { rows: MatchLiability[] }) {
  const { t, i18n } = useLingui()
  const caption = t({ id: 'bo.dashboard.matchLiability', message: 'Open liability by match' })
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const label = {
    match: t({ id: 'bo.dashboard.match', message: 'Match' }),
    kickoff: t({ id: 'bo.dashboard.kickoff', message: 'Kick-off' }),
    bets: t({ id: 'bo.dashboard.openBets', message: 'Open bets' }),
    liability: t({ id: 'bo.dashboard.liabilityUsdt', message: 'Liability (USDT)' }),
  }
  return (
    <section className={styles.section} aria-label={caption}>
      <h3 className={styles.subtitle}>{caption}</h3>
      {rows.length === 0 ? (
        <EmptyState title={t({ id: 'bo.dashboard.noOpenMatches', message: 'No open bets on matches' })} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{label.match}</th>
                <th scope="col">{label.kickoff}</th>
                <th scope="col" className={styles.num}>
                  {label.bets}
                </th>
                <th scope="col" className={styles.num}>
                  {label.liability}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={`${m.product}:${m.matchId}`}>
                  <Td label={label.match}>
                    {m.home} – {m.away}
                    <br />
                    <span className={styles.muted}>{gameName(i18n, m.game)}</span>
                  </Td>
                  <Td label={label.kickoff} className={`tabular ${styles.nowrap}`}>
                    {dateTime.format(new Date(m.kickoff))}
                  </Td>
                  <Td label={label.bets} className={`tabular ${styles.num}`}>
                    {m.bets}
                  </Td>
                  <Td label={label.liability} className={money}>
                    {amountFigure(m.liability, 'USDT')}
                  </Td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** The draws whose open selections could cost the house most, each a link to its tickets. */
export function DrawLiabilityTable({ rows, linked }: { rows: DrawLiability[]; linked: boolean }) {
  const { t, i18n } = useLingui()
  const caption = t({ id: 'bo.dashboard.drawLiability', message: 'Open liability by draw' })
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const label = {
    draw: t({ id: 'bo.dashboard.draw', message: 'Draw' }),
    drawAt: t({ id: 'bo.dashboard.drawAt', message: 'Draw time' }),
    bets: t({ id: 'bo.dashboard.openSelections', message: 'Open selections' }),
    liability: t({ id: 'bo.dashboard.liabilityUsdt', message: 'Liability (USDT)' }),
  }
  return (
    <section className={styles.section} aria-label={caption}>
      <h3 className={styles.subtitle}>{caption}</h3>
      {rows.length === 0 ? (
        <EmptyState title={t({ id: 'bo.dashboard.noOpenDraws', message: 'No open bets on draws' })} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{label.draw}</th>
                <th scope="col">{label.drawAt}</th>
                <th scope="col" className={styles.num}>
                  {label.bets}
                </th>
                <th scope="col" className={styles.num}>
                  {label.liability}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => {
                const name = `${gameName(i18n, d.game)} ${d.matchId}`
                return (
                  <tr key={d.drawId}>
                    <Td label={label.draw}>
                      {linked ? (
                        <Link
                          to="/backoffice/draws"
                          search={{ game: d.game, draw: d.drawId }}
                          className={own.drawLink}
                        >
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </Td>
                    <Td label={label.drawAt} className={`tabular ${styles.nowrap}`}>
                      {dateTime.format(new Date(d.drawAt))}
                    </Td>
                    <Td label={label.bets} className={`tabular ${styles.num}`}>
                      {d.bets}
                    </Td>
                    <Td label={label.liability} className={money}>
                      {amountFigure(d.liability, 'USDT')}
                    </Td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
