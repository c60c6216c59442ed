import { Trans, useLingui } from '@lingui/react/macro'
import { AD_COLUMNS } from '#contract/backoffice.ts'
import { AD_PLACEMENTS, type AdInput, type AdPlacement } from '#contract/notices.ts'
import styles from '../Backoffice.module.css'
import { Shown, Thumb } from '../resource/DataTable.tsx'
import { EDIT, REMOVE, ResourceList } from '../resource/ResourceList.tsx'
import { AdDialog } from './AdDialog.tsx'
import { type StoredAds, useSaveAd, useStoredAds } from './api.ts'

/** A place on the site and its ad, if it has one. */
type Placement = { placement: AdPlacement; ad: AdInput | null }
const placementsOf = (stored: StoredAds): Placement[] =>
  AD_PLACEMENTS.map((placement) => ({ placement, ad: stored[placement] ?? null }))

/**
 * The ad placements players get from GET ad: one row per place on the site, each set, switched
 * off or cleared on its own (the others stay), every change asked why and audited.
 */
export function AdsEditor({ onSaved }: { onSaved(note: string): void }) {
  const { t, i18n } = useLingui()
  const ads = useStoredAds()
  const clear = useSaveAd()
  const names: Record<AdPlacement, string> = {
    home: t({ id: 'bo.ads.home', message: 'Home page' }),
    sports: t({ id: 'bo.ads.sports', message: 'Sports' }),
    lottery: t({ id: 'bo.ads.lottery', message: 'Lottery' }),
    games: t({ id: 'bo.ads.games', message: 'Games' }),
  }
  const nameOf = (p: Placement) => names[p.placement]
  const titleOf = ({ ad }: Placement) => {
    const titles = ad?.title as Record<string, string | undefined> | undefined
    return titles?.[i18n.locale] || titles?.en || ''
  }

  return (
    <ResourceList
      heading={t({ id: 'bo.ads.heading', message: 'Ad placements' })}
      level={2}
      hint={
        <Trans id="bo.ads.hint">
          Each place on the site shows at most one ad; players read its title in their language.
        </Trans>
      }
      query={ads}
      rows={placementsOf}
      rowKey={(p) => p.placement}
      columns={AD_COLUMNS}
      cells={{
        placement: nameOf,
        pic: ({ ad }) => (ad ? <Thumb src={ad.pic} /> : null),
        title: (p) =>
          p.ad ? (
            titleOf(p)
          ) : (
            <span className={styles.muted}>{t({ id: 'bo.ads.none', message: 'No ad' })}</span>
          ),
        url: ({ ad }) => ad?.url ?? '',
        shown: ({ ad }) => (ad ? <Shown active={ad.active} /> : null),
      }}
      empty={null}
      edit={{
        label: EDIT,
        name: (p) => t({ id: 'bo.ads.editFor', message: `Edit the ad: ${nameOf(p)}` }),
      }}
      remove={{
        label: REMOVE,
        when: (p) => p.ad !== null,
        name: (p) => t({ id: 'bo.ads.clearFor', message: `Remove the ad: ${nameOf(p)}` }),
        title: (p) => {
          const name = nameOf(p)
          return t({ id: 'bo.ads.clearTitle', message: `Remove the ad: ${name}?` })
        },
        body: () => t({ id: 'bo.ads.clearBody', message: 'Players will see no ad in this place.' }),
        mutation: clear,
        run: (p, reason, onSuccess) =>
          clear.mutate({ placement: p.placement, ad: null, reason }, { onSuccess }),
        done: (p) => {
          const name = nameOf(p)
          return t({ id: 'bo.ads.removed', message: `The ad (${name}) was removed.` })
        },
      }}
      form={({ row, close, done }) =>
        row ? (
          <AdDialog placement={row.placement} name={nameOf(row)} ad={row.ad} onClose={close} onDone={done} />
        ) : null
      }
      saved={(p) => {
        const name = p ? nameOf(p) : ''
        return t({ id: 'bo.ads.saved', message: `The ad (${name}) was saved.` })
      }}
      onNote={onSaved}
    />
  )
}
