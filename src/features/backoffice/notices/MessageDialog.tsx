import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MessageSegment, SentMessage } from '#contract/notices.ts'
import { Field } from '../../../components/Field/index.tsx'
import styles from '../Backoffice.module.css'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { WholeField } from '../resource/fields.tsx'
import { useSendMessage } from './api.ts'

type To = MessageSegment['to']
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

/**
 * Sends a private message to one player, every player, the players of a VIP level or an agent's
 * players: delivered at once to those the segment holds now.
 */
export function MessageDialog({ onClose, onDone }: { onClose(): void; onDone(sent: SentMessage): void }) {
  const { t } = useLingui()
  const send = useSendMessage()
  const [to, setTo] = useState<To>('player')
  const segmentOf = (form: FormData): MessageSegment =>
    to === 'all'
      ? { to }
      : to === 'vip'
        ? { to, level: Number(text(form, 'level') || '0') }
        : { to, account: text(form, 'account') }
  return (
    <ReasonDialog
      title={t({ id: 'bo.messages.send', message: 'Send a private message' })}
      confirm={<Trans id="bo.messages.sendButton">Send</Trans>}
      pending={send.isPending}
      error={send.error}
      onClose={onClose}
      onSubmit={(reason, form) =>
        send.mutate(
          { segment: segmentOf(form), title: text(form, 'title'), body: text(form, 'body'), reason },
          { onSuccess: onDone },
        )
      }
    >
      <label className={styles.selectField}>
        <Trans id="bo.messages.to">To</Trans>
        <select name="to" value={to} onChange={(e) => setTo(e.target.value as To)} className={styles.select}>
          <option value="player">{t({ id: 'bo.messages.to.player', message: 'One player' })}</option>
          <option value="vip">{t({ id: 'bo.messages.to.vip', message: 'A VIP level' })}</option>
          <option value="agent">{t({ id: 'bo.messages.to.agent', message: "An agent's players" })}</option>
          <option value="all">{t({ id: 'bo.messages.to.all', message: 'Every player' })}</option>
        </select>
      </label>
      {to === 'player' || to === 'agent' ? (
        <Field
          name="account"
          label={
            to === 'player'
              ? t({ id: 'bo.messages.account', message: 'Player account' })
              : t({ id: 'bo.messages.agent', message: 'Agent account' })
          }
          autoComplete="off"
          required
          maxLength={254}
        />
      ) : null}
      {to === 'vip' ? (
        <WholeField
          name="level"
          min={0}
          max={100}
          label={t({ id: 'bo.messages.level', message: 'VIP level' })}
          required
        />
      ) : null}
      <Field name="title" label={t({ id: 'bo.content.title', message: 'Title' })} required maxLength={120} />
      <label className={styles.selectField}>
        <Trans id="bo.notices.text">Text</Trans>
        <textarea name="body" className={styles.textarea} required maxLength={4000} rows={4} />
      </label>
    </ReasonDialog>
  )
}
