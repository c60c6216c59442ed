import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ColumnLabel } from '#contract/backoffice.ts'

/**
 * The texts of the headings contract/backoffice.ts names by id: declared here so that extraction
 * keeps them in the back office's catalog, and typed so that a new column cannot lack its text.
 */
export const COLUMN_LABELS: Record<ColumnLabel, MessageDescriptor> = {
  'bo.ads.placement': msg({ id: 'bo.ads.placement', message: 'Placement' }),
  'bo.content.imageColumn': msg({ id: 'bo.content.imageColumn', message: 'Image' }),
  'bo.content.title': msg({ id: 'bo.content.title', message: 'Title' }),
  'bo.content.link': msg({ id: 'bo.content.link', message: 'Link' }),
  'bo.content.orderColumn': msg({ id: 'bo.content.orderColumn', message: 'Order' }),
  'bo.content.shown': msg({ id: 'bo.content.shown', message: 'Shown' }),
  'bo.notices.kind': msg({ id: 'bo.notices.kind', message: 'Where it shows' }),
  'bo.campaigns.nameColumn': msg({ id: 'bo.campaigns.nameColumn', message: 'Campaign' }),
  'bo.campaigns.kind': msg({ id: 'bo.campaigns.kind', message: 'Pays for' }),
  'bo.campaigns.payout': msg({ id: 'bo.campaigns.payout', message: 'Paid as' }),
  'bo.campaigns.runs': msg({ id: 'bo.campaigns.runs', message: 'Runs' }),
  'bo.operators.status': msg({ id: 'bo.operators.status', message: 'Status' }),
  'bo.campaigns.rewards': msg({ id: 'bo.campaigns.rewards', message: 'Rewards (claimed)' }),
}
