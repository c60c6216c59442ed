import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { Figures } from '#contract/backofficeRoles.ts'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import { meQuery } from '../api.ts'
import styles from '../Backoffice.module.css'
import { DateRangeFields, FilterForm } from '../resource/PagedList.tsx'
import { session } from '../session.ts'
import { REFRESH_MS, useDashboard } from './api.ts'
import own from './Dashboard.module.css'
import { FigureCards } from './FigureCards.tsx'
import { DrawLiabilityTable, MatchLiabilityTable } from './LiabilityTables.tsx'
import { ProductTable } from './ProductTable.tsx'

const START = { from: '', to: '' }

/** A period's heading, what else belongs to it (the range picker), its cards and its products. */
function Period({
  id,
  title,
  figures,
  online,
  caption,
  children,
}: {
  id: string
  title: string
  figures: Figures
  online?: number
  caption: string
  children?: ReactNode
}) {
  return (
    <section className={own.period} aria-labelledby={id}>
      <h2 id={id} className={own.heading}>
        {title}
      </h2>
      {children}
      <FigureCards figures={figures} online={online} />
      <ProductTable figures={figures} caption={caption} />
    </section>
  )
}

/**
 * Today's money and a chosen range's (the last seven days unless picked), by product, with the
 * open liability and players online; read again every 30 s. Days are the site's (its time zone).
 */
export function DashboardPage() {
  const { t, i18n } = useLingui()
  const [range, setRange] = useState(START)
  const query = Object.fromEntries(Object.entries(range).filter(([, v]) => v !== ''))
  const dashboard = useDashboard(query)
  const { token } = useSnapshot(session)
  const drawsOpen = useQuery(meQuery(token)).data?.pages.includes('draws') ?? false
  const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'medium' })
  const data = dashboard.data
  const updated = data ? time.format(new Date(data.at)) : ''
  const seconds = REFRESH_MS / 1000
  const zone = data?.timeZone ?? ''
  const today = data?.today.from ?? ''
  const from = data?.range.from ?? ''
  const to = data?.range.to ?? ''
  const view = { start: START, filters: range, filter: (next: typeof START) => setRange(next) }

  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          <Trans id="bo.dashboard.title">Dashboard</Trans>
        </h1>
        {dashboard.data ? (
          <p className={own.updated} aria-live="polite">
            {t({
              id: 'bo.dashboard.updated',
              message: `Updated ${updated} · every ${seconds} s · days in ${zone}`,
            })}
          </p>
        ) : null}
      </div>
      {dashboard.isPending ? (
        <Skeleton rows={6} height={44} />
      ) : dashboard.isError ? (
        <ErrorLine error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <Period
            id="bo-dashboard-today"
            title={t({ id: 'bo.dashboard.today', message: `Today, ${today}` })}
            figures={dashboard.data.today}
            online={dashboard.data.online}
            caption={t({ id: 'bo.dashboard.byProductToday', message: 'Today by product' })}
          />
          <Period
            id="bo-dashboard-range"
            title={t({ id: 'bo.dashboard.range', message: `From ${from} to ${to}` })}
            figures={dashboard.data.range}
            caption={t({ id: 'bo.dashboard.byProductRange', message: 'The range by product' })}
          >
            <FilterForm view={view}>
              <DateRangeFields filters={range} />
            </FilterForm>
          </Period>
          <section className={own.period} aria-labelledby="bo-dashboard-liability">
            <h2 id="bo-dashboard-liability" className={own.heading}>
              <Trans id="bo.dashboard.liability">Open liability: the most open bets could pay</Trans>
            </h2>
            <MatchLiabilityTable rows={dashboard.data.matches} />
            <DrawLiabilityTable rows={dashboard.data.draws} linked={drawsOpen} />
          </section>
        </>
      )}
    </>
  )
}
