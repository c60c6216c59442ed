import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { meQuery } from './api.ts'
import styles from './Backoffice.module.css'
import { PAGE_LABELS, pagePath, ROLE_LABELS } from './labels.ts'
import { PageLink } from './PageLink.tsx'
import { session } from './session.ts'

/** Where an operator lands: who they are, their role, and the pages it opens. */
export function OverviewPage() {
  const { i18n } = useLingui()
  const { token } = useSnapshot(session)
  const me = useQuery(meQuery(token)).data
  if (!me) return null
  const role = i18n._(ROLE_LABELS[me.role])
  const name = me.name
  const others = me.pages.filter((p) => p !== 'overview')
  return (
    <>
      <h1 className={styles.title}>
        <Trans id="bo.overview.title">Overview</Trans>
      </h1>
      <section className={styles.card}>
        <p className={styles.lead}>
          <Trans id="bo.overview.welcome">
            Signed in as {name}, role {role}.
          </Trans>
        </p>
        <p className={styles.muted}>
          <Trans id="bo.overview.pages">The pages your role can open:</Trans>
        </p>
        <ul className={styles.pages}>
          {others.map((page) => (
            <li key={page}>
              <PageLink path={pagePath(page)} className={styles.navLink} exact>
                {i18n._(PAGE_LABELS[page])}
              </PageLink>
            </li>
          ))}
        </ul>
        {others.length === 0 ? (
          <p className={styles.muted}>
            <Trans id="bo.overview.none">None yet: the pages of your role are on their way.</Trans>
          </p>
        ) : null}
      </section>
    </>
  )
}
