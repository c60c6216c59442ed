import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { AD_PLACEMENTS, type AdPlacement } from '#contract/notices.ts'
import { Button } from '../../../components/Button/index.tsx'
import styles from '../Backoffice.module.css'
import { Loaded } from '../Loaded.tsx'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { Td } from '../Table.tsx'
import { AdDialog } from './AdDialog.tsx'
import { useSaveAd, useStoredAds } from './api.ts'

type Editing = { kind: 'edit' | 'clear'; placement: AdPlacement }

/**
 * The ad placements players get from GET ad: one row per place on the site, each set, switched
 * off or cleared on its own (the others stay), every change asked why and audited.
 */
export function AdsEditor({ onSaved }: { onSaved(note: string): void }) {
  const { t, i18n } = useLingui()
  const ads = useStoredAds()
  const clear = useSaveAd()
  const [editing, setEditing] = useState<Editing | null>(null)
  const heading = t({ id: 'bo.ads.heading', message: 'Ad placements' })
  const names: Record<AdPlacement, string> = {
    home: t({ id: 'bo.ads.home', message: 'Home page' }),
    sports: t({ id: 'bo.ads.sports', message: 'Sports' }),
    lottery: t({ id: 'bo.ads.lottery', message: 'Lottery' }),
    games: t({ id: 'bo.ads.games', message: 'Games' }),
  }
  const label = {
    placement: t({ id: 'bo.ads.placement', message: 'Placement' }),
    image: t({ id: 'bo.content.imageColumn', message: 'Image' }),
    title: t({ id: 'bo.content.title', message: 'Title' }),
    link: t({ id: 'bo.content.link', message: 'Link' }),
    shown: t({ id: 'bo.content.shown', message: 'Shown' }),
    actions: t({ id: 'bo.operators.actions', message: 'Actions' }),
  }
  const done = (note: string) => {
    setEditing(null)
    onSaved(note)
  }
  const stored = ads.data ?? {}
  const name = editing ? names[editing.placement] : ''

  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.subtitle}>{heading}</h2>
      <p className={styles.muted}>
        <Trans id="bo.ads.hint">
          Each place on the site shows at most one ad; players read its title in their language.
        </Trans>
      </p>
      <Loaded query={ads} rows={4}>
        {(data) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{label.placement}</th>
                  <th scope="col">{label.image}</th>
                  <th scope="col">{label.title}</th>
                  <th scope="col">{label.link}</th>
                  <th scope="col">{label.shown}</th>
                  <th scope="col">{label.actions}</th>
                </tr>
              </thead>
              <tbody>
                {AD_PLACEMENTS.map((placement) => {
                  const ad = data[placement]
                  const titles = ad?.title as Record<string, string | undefined> | undefined
                  const title = titles?.[i18n.locale] || titles?.en || ''
                  return (
                    <tr key={placement}>
                      <Td label={label.placement}>{names[placement]}</Td>
                      <Td label={label.image}>
                        {ad ? (
                          <img src={ad.pic} alt="" className={styles.thumb} width={96} height={36} />
                        ) : null}
                      </Td>
                      <Td label={label.title}>
                        {ad ? (
                          title
                        ) : (
                          <span className={styles.muted}>{t({ id: 'bo.ads.none', message: 'No ad' })}</span>
                        )}
                      </Td>
                      <Td label={label.link} className={styles.breakAll}>
                        {ad?.url ?? ''}
                      </Td>
                      <Td label={label.shown}>
                        {ad ? (
                          <span className={styles.pill} data-game-status={ad.active ? 1 : 2}>
                            {ad.active
                              ? t({ id: 'bo.content.on', message: 'On' })
                              : t({ id: 'bo.content.off', message: 'Off' })}
                          </span>
                        ) : null}
                      </Td>
                      <Td label={label.actions}>
                        <span className={`${styles.rowActions} ${styles.slideActions}`}>
                          <Button
                            onClick={() => setEditing({ kind: 'edit', placement })}
                            aria-label={t({
                              id: 'bo.ads.editFor',
                              message: `Edit the ad: ${names[placement]}`,
                            })}
                          >
                            <Trans id="bo.content.edit">Edit</Trans>
                          </Button>
                          {ad ? (
                            <Button
                              variant="danger"
                              onClick={() => {
                                clear.reset()
                                setEditing({ kind: 'clear', placement })
                              }}
                              aria-label={t({
                                id: 'bo.ads.clearFor',
                                message: `Remove the ad: ${names[placement]}`,
                              })}
                            >
                              <Trans id="bo.content.remove">Remove</Trans>
                            </Button>
                          ) : null}
                        </span>
                      </Td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>

      {editing?.kind === 'edit' ? (
        <AdDialog
          placement={editing.placement}
          name={name}
          ad={stored[editing.placement] ?? null}
          onClose={() => setEditing(null)}
          onDone={() => done(t({ id: 'bo.ads.saved', message: `The ad (${name}) was saved.` }))}
        />
      ) : null}
      {editing?.kind === 'clear' ? (
        <ReasonDialog
          title={t({ id: 'bo.ads.clearTitle', message: `Remove the ad: ${name}?` })}
          body={t({ id: 'bo.ads.clearBody', message: 'Players will see no ad in this place.' })}
          confirm={<Trans id="bo.content.remove">Remove</Trans>}
          danger
          pending={clear.isPending}
          error={clear.error}
          onClose={() => setEditing(null)}
          onSubmit={(reason) =>
            clear.mutate(
              { placement: editing.placement, ad: null, reason },
              {
                onSuccess: () => done(t({ id: 'bo.ads.removed', message: `The ad (${name}) was removed.` })),
              },
            )
          }
        />
      ) : null}
    </section>
  )
}
