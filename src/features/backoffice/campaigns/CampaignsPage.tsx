import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { CAMPAIGN_COLUMNS } from '#contract/backoffice.ts'
import type { CampaignRow } from '#contract/backofficeRoles.ts'
import { StatusPill } from '../resource/DataTable.tsx'
import { ResourceList } from '../resource/ResourceList.tsx'
import { useShortTime } from '../resource/time.ts'
import { useCampaigns, useEndCampaign } from './api.ts'
import { CampaignDialog } from './CampaignDialog.tsx'
import { KIND_LABELS, STATE_LABELS, STATE_PILL } from './labels.ts'

const all = (rows: CampaignRow[]) => rows

/**
 * Marketing and admins: the rewards campaigns players earn from (check-in, recharge, tasks, VIP
 * level-up, invitations), created running or scheduled, and ended. Players' rewards follow from
 * the commit; every change asks why and is audited.
 */
export function CampaignsPage() {
  const { t, i18n } = useLingui()
  const list = useCampaigns()
  const end = useEndCampaign()
  const [notice, setNotice] = useState<string | null>(null)
  const when = useShortTime()
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
    <ResourceList
      heading={t({ id: 'bo.page.campaigns', message: 'Campaigns' })}
      level={1}
      note={notice}
      create={{ label: <Trans id="bo.campaigns.new">New campaign</Trans>, primary: true }}
      query={list}
      rows={all}
      rowKey={(c) => c.id}
      columns={CAMPAIGN_COLUMNS}
      cells={{
        name: (c) => c.name,
        kind: (c) => i18n._(KIND_LABELS[c.kind]),
        payout: payoutOf,
        runs: runsOf,
        state: (c) => <StatusPill tone={STATE_PILL[c.state]}>{i18n._(STATE_LABELS[c.state])}</StatusPill>,
        rewards: (c) => `${c.rewards} (${c.claimed})`,
      }}
      empty={<Trans id="bo.campaigns.none">No campaigns: players earn no rewards.</Trans>}
      edit={{
        label: <Trans id="bo.campaigns.edit">Change</Trans>,
        when: (c) => c.state === 'scheduled',
        name: (c) => t({ id: 'bo.campaigns.editFor', message: `Change ${c.name}` }),
      }}
      remove={{
        label: <Trans id="bo.campaigns.end">End</Trans>,
        when: (c) => c.state !== 'over',
        name: (c) => t({ id: 'bo.campaigns.endFor', message: `End ${c.name}` }),
        title: () => t({ id: 'bo.campaigns.endTitle', message: 'End this campaign now?' }),
        body: (c) =>
          t({
            id: 'bo.campaigns.endBody',
            message: `${c.name}: no new rewards from now on. Rewards already Eligible can still be claimed in their window.`,
          }),
        mutation: end,
        run: (c, reason, onSuccess) => end.mutate({ id: c.id, reason }, { onSuccess }),
        done: () => t({ id: 'bo.campaigns.ended', message: 'The campaign was ended.' }),
      }}
      form={({ row, close, done }) => (
        <CampaignDialog editing={row ?? undefined} onClose={close} onDone={done} />
      )}
      saved={(c) =>
        c
          ? t({ id: 'bo.campaigns.changed', message: 'The campaign was changed.' })
          : t({ id: 'bo.campaigns.created', message: 'The campaign was created.' })
      }
      onNote={setNotice}
    />
  )
}
