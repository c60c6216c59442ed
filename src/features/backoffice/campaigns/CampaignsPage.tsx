import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CampaignRow } from '#contract/backofficeRoles.ts'
import { Button } from '../../../components/Button/index.tsx'
import styles from '../Backoffice.module.css'
import { Loaded, Notice } from '../Loaded.tsx'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { Td } from '../Table.tsx'
import { useCampaigns, useEndCampaign } from './api.ts'
import { CampaignDialog } from './CampaignDialog.tsx'
import { KIND_LABELS, STATE_LABELS, STATE_PILL } from './labels.ts'

/**
 * Marketing and admins: the rewards campaigns players earn from (check-in, recharge, tasks, VIP
 * level-up, invitations), created running or scheduled, and ended. Players' rewards follow from
 * the commit; every change asks why and is audited.
 */
export function CampaignsPage() {
  const { t, i18n } = useLingui()
  const list = useCampaigns()
  const end = useEndCampaign()
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<CampaignRow | null>(null)
  const [ending, setEnding] = useState<CampaignRow | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const label = {
    name: t({ id: 'bo.campaigns.nameColumn', message: 'Campaign' }),
    kind: t({ id: 'bo.campaigns.kind', message: 'Pays for' }),
    payout: t({ id: 'bo.campaigns.payout', message: 'Paid as' }),
    runs: t({ id: 'bo.campaigns.runs', message: 'Runs' }),
    state: t({ id: 'bo.operators.status', message: 'Status' }),
    rewards: t({ id: 'bo.campaigns.rewards', message: 'Rewards (claimed)' }),
    actions: t({ id: 'bo.operators.actions', message: 'Actions' }),
  }
  const heading = t({ id: 'bo.page.campaigns', message: 'Campaigns' })
  const payoutOf = (c: CampaignRow) =>
    c.payout === 'bonus' && c.wagerMultiple > 0
      ? t({ id: 'bo.campaigns.bonusTimes', message: `Bonus, wager ×${c.wagerMultiple}` })
      : t({ id: 'bo.campaigns.payout.cash', message: 'Cash' })
  const runsOf = (c: CampaignRow) => {
    const from = when.format(new Date(c.startsAt))
    const until = c.endedAt ?? c.endsAt
    return until
      ? t({ id: 'bo.campaigns.fromUntil', message: `${from} – ${when.format(new Date(until))}` })
      : t({ id: 'bo.campaigns.fromOn', message: `from ${from}` })
  }

  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{heading}</h1>
        <Button variant="primary" onClick={() => setCreating(true)}>
          <Trans id="bo.campaigns.new">New campaign</Trans>
        </Button>
      </div>
      <Notice text={notice} />
      <Loaded query={list} rows={4}>
        {(rows) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{label.name}</th>
                  <th scope="col">{label.kind}</th>
                  <th scope="col">{label.payout}</th>
                  <th scope="col">{label.runs}</th>
                  <th scope="col">{label.state}</th>
                  <th scope="col" className={styles.num}>
                    {label.rewards}
                  </th>
                  <th scope="col">{label.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={7} className={styles.muted}>
                      <Trans id="bo.campaigns.none">No campaigns: players earn no rewards.</Trans>
                    </td>
                  </tr>
                ) : null}
                {rows.map((c) => (
                  <tr key={c.id}>
                    <Td label={label.name}>{c.name}</Td>
                    <Td label={label.kind}>{i18n._(KIND_LABELS[c.kind])}</Td>
                    <Td label={label.payout}>{payoutOf(c)}</Td>
                    <Td label={label.runs}>{runsOf(c)}</Td>
                    <Td label={label.state}>
                      <span className={styles.pill} data-game-status={STATE_PILL[c.state]}>
                        {i18n._(STATE_LABELS[c.state])}
                      </span>
                    </Td>
                    <Td label={label.rewards} className={`${styles.num} tabular`}>
                      {c.rewards} ({c.claimed})
                    </Td>
                    <Td label={label.actions}>
                      {c.state === 'scheduled' ? (
                        <Button
                          variant="secondary"
                          onClick={() => setEditing(c)}
                          aria-label={t({ id: 'bo.campaigns.editFor', message: `Change ${c.name}` })}
                        >
                          <Trans id="bo.campaigns.edit">Change</Trans>
                        </Button>
                      ) : null}
                      {c.state === 'over' ? null : (
                        <Button
                          variant="danger"
                          onClick={() => {
                            end.reset()
                            setEnding(c)
                          }}
                          aria-label={t({ id: 'bo.campaigns.endFor', message: `End ${c.name}` })}
                        >
                          <Trans id="bo.campaigns.end">End</Trans>
                        </Button>
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
      {creating ? (
        <CampaignDialog
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false)
            setNotice(t({ id: 'bo.campaigns.created', message: 'The campaign was created.' }))
          }}
        />
      ) : null}
      {editing ? (
        <CampaignDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null)
            setNotice(t({ id: 'bo.campaigns.changed', message: 'The campaign was changed.' }))
          }}
        />
      ) : null}
      {ending ? (
        <ReasonDialog
          title={t({ id: 'bo.campaigns.endTitle', message: 'End this campaign now?' })}
          body={t({
            id: 'bo.campaigns.endBody',
            message: `${ending.name}: no new rewards from now on. Rewards already Eligible can still be claimed in their window.`,
          })}
          confirm={<Trans id="bo.campaigns.end">End</Trans>}
          danger
          pending={end.isPending}
          error={end.error}
          onClose={() => setEnding(null)}
          onSubmit={(reason) =>
            end.mutate(
              { id: ending.id, reason },
              {
                onSuccess: () => {
                  setEnding(null)
                  setNotice(t({ id: 'bo.campaigns.ended', message: 'The campaign was ended.' }))
                },
              },
            )
          }
        />
      ) : null}
    </>
  )
}
