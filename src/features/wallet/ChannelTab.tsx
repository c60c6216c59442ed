import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { channelName } from './channelName.ts'
import styles from './Wallet.module.css'

interface Channel {
  id: number
  kind: string
  name: string
}

/** A list of payment channels to pick from, then the chosen channel's own form. */
export function ChannelTab<C extends Channel>({
  channels,
  usable = () => true,
  emptyTitle,
  children,
}: {
  channels: UseQueryResult<C[]>
  usable?: (channel: C) => boolean
  emptyTitle: string
  children: (channel: C) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const [selected, setSelected] = useState<number | null>(null)
  if (channels.isPending) return <Skeleton rows={3} height={48} />
  if (channels.isError) return <ErrorLine error={channels.error} onRetry={() => channels.refetch()} />
  const list = channels.data.filter(usable)
  if (list.length === 0) return <EmptyState icon="wallet" title={emptyTitle} />
  const channel = list.find((c) => c.id === selected)
  return (
    <div className={styles.tab}>
      <fieldset className={styles.channels}>
        <legend className={styles.label}>{t({ id: 'wallet.paymentType', message: 'Payment type' })}</legend>
        {list.map((c) => (
          <button
            key={c.id}
            type="button"
            className={styles.channel}
            aria-pressed={c.id === selected}
            onClick={() => setSelected(c.id)}
          >
            {channelName(i18n, c)}
          </button>
        ))}
      </fieldset>
      {channel ? (
        children(channel)
      ) : (
        <p className={styles.hint}>
          <Trans id="wallet.choosePaymentType">Choose a payment type.</Trans>
        </p>
      )}
    </div>
  )
}
