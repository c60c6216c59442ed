import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { WithdrawChannelRow } from '#contract/backofficeRoles.ts'
import { Button } from '../../../components/Button/index.tsx'
import styles from '../Backoffice.module.css'
import { Loaded, Notice } from '../Loaded.tsx'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { Td } from '../resource/DataTable.tsx'
import { useSetChannelAllowed, useWithdrawChannels } from './api.ts'

/**
 * Spec §6 'per channel': finance allows or disallows each withdrawal channel. A disallowed one
 * leaves the players' withdraw form and the server refuses requests on it from that moment.
 */
export function WithdrawChannels() {
  const { t } = useLingui()
  const channels = useWithdrawChannels()
  const [changing, setChanging] = useState<WithdrawChannelRow | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const label = {
    channel: t({ id: 'bo.channels.channel', message: 'Channel' }),
    state: t({ id: 'bo.channels.state', message: 'Players may withdraw' }),
    action: t({ id: 'bo.channels.action', message: 'Change' }),
  }
  const heading = t({ id: 'bo.channels.title', message: 'Withdrawal channels' })
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.subtitle}>{heading}</h2>
      <Notice text={notice} />
      <Loaded query={channels} rows={3}>
        {(rows) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{label.channel}</th>
                  <th scope="col">{label.state}</th>
                  <th scope="col">{label.action}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => {
                  const name = c.name
                  return (
                    <tr key={c.id}>
                      <Td label={label.channel}>{name}</Td>
                      <Td label={label.state}>
                        <span className={styles.pill} data-game-status={c.allowed ? 1 : 2}>
                          {c.allowed
                            ? t({ id: 'bo.channels.allowed', message: 'Allowed' })
                            : t({ id: 'bo.channels.disallowed', message: 'Disallowed' })}
                        </span>
                      </Td>
                      <Td label={label.action}>
                        <Button
                          onClick={() => setChanging(c)}
                          aria-label={
                            c.allowed
                              ? t({ id: 'bo.channels.disallowFor', message: `Disallow ${name}` })
                              : t({ id: 'bo.channels.allowFor', message: `Allow ${name}` })
                          }
                        >
                          {c.allowed ? (
                            <Trans id="bo.channels.disallow">Disallow</Trans>
                          ) : (
                            <Trans id="bo.channels.allow">Allow</Trans>
                          )}
                        </Button>
                      </Td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
      {changing ? (
        <ChannelDialog
          channel={changing}
          onClose={() => setChanging(null)}
          onDone={(c) => {
            setChanging(null)
            const name = c.name
            setNotice(
              c.allowed
                ? t({ id: 'bo.channels.nowAllowed', message: `Players may withdraw through ${name} again.` })
                : t({
                    id: 'bo.channels.nowDisallowed',
                    message: `Players can no longer withdraw through ${name}.`,
                  }),
            )
          }}
        />
      ) : null}
    </section>
  )
}

function ChannelDialog({
  channel,
  onClose,
  onDone,
}: {
  channel: WithdrawChannelRow
  onClose(): void
  onDone(channel: WithdrawChannelRow): void
}) {
  const { t } = useLingui()
  const change = useSetChannelAllowed()
  const name = channel.name
  const allow = !channel.allowed
  return (
    <ReasonDialog
      title={
        allow
          ? t({ id: 'bo.channels.allowTitle', message: `Allow withdrawals through ${name}?` })
          : t({ id: 'bo.channels.disallowTitle', message: `Disallow withdrawals through ${name}?` })
      }
      body={
        allow
          ? t({ id: 'bo.channels.allowBody', message: 'Players will be offered this channel again.' })
          : t({
              id: 'bo.channels.disallowBody',
              message:
                'Players will no longer be offered this channel, and requests on it are refused. Withdrawals already waiting stay in the queue.',
            })
      }
      confirm={
        allow ? (
          <Trans id="bo.channels.allow">Allow</Trans>
        ) : (
          <Trans id="bo.channels.disallow">Disallow</Trans>
        )
      }
      danger={!allow}
      pending={change.isPending}
      error={change.error}
      onClose={onClose}
      onSubmit={(reason) => change.mutate({ id: channel.id, allowed: allow, reason }, { onSuccess: onDone })}
    />
  )
}
