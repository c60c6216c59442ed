import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { PlayerDetail } from '#contract/backofficeRoles.ts'
import { Field } from '../../../components/Field/index.tsx'
import { amountText } from '../../../shared/money/format.ts'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { type PlayerAction, useAdjustBalance, usePlayerAction } from './api.ts'

/** Lock, unlock, end sessions, allow or disallow withdrawals: what it does, then why. */
export function PlayerActionDialog({
  player,
  action,
  onClose,
  onDone,
}: {
  player: PlayerDetail
  action: PlayerAction
  onClose(): void
  onDone(message: string): void
}) {
  const { t } = useLingui()
  const change = usePlayerAction()
  const account = player.account
  const texts: Record<PlayerAction, { title: string; body: string; done: string; danger: boolean }> = {
    lock: {
      title: t({ id: 'bo.players.lockTitle', message: `Lock ${account}` }),
      body: t({
        id: 'bo.players.lockBody',
        message: 'The player is signed out everywhere now and cannot sign in until unlocked.',
      }),
      done: t({ id: 'bo.players.lockDone', message: `${account} is locked` }),
      danger: true,
    },
    unlock: {
      title: t({ id: 'bo.players.unlockTitle', message: `Unlock ${account}` }),
      body: t({ id: 'bo.players.unlockBody', message: 'The player can sign in again.' }),
      done: t({ id: 'bo.players.unlockDone', message: `${account} is unlocked` }),
      danger: false,
    },
    'end-sessions': {
      title: t({ id: 'bo.players.endTitle', message: `End every session of ${account}` }),
      body: t({
        id: 'bo.players.endBody',
        message: 'Every device is signed out now; the player can sign in again.',
      }),
      done: t({ id: 'bo.players.endDone', message: `Every session of ${account} has ended` }),
      danger: true,
    },
    'disallow-withdrawals': {
      title: t({ id: 'bo.players.disallowTitle', message: `Stop withdrawals for ${account}` }),
      body: t({
        id: 'bo.players.disallowBody',
        message: 'New withdrawal requests are refused; requests already made wait in the queue.',
      }),
      done: t({ id: 'bo.players.disallowDone', message: `Withdrawals are off for ${account}` }),
      danger: true,
    },
    'allow-withdrawals': {
      title: t({ id: 'bo.players.allowTitle', message: `Allow withdrawals for ${account}` }),
      body: t({ id: 'bo.players.allowBody', message: 'The player can ask for withdrawals again.' }),
      done: t({ id: 'bo.players.allowDone', message: `Withdrawals are on for ${account}` }),
      danger: false,
    },
  }
  const text = texts[action]
  return (
    <ReasonDialog
      title={text.title}
      body={text.body}
      danger={text.danger}
      pending={change.isPending}
      error={change.error}
      onClose={onClose}
      onSubmit={(reason) =>
        change.mutate({ id: player.id, action, reason }, { onSuccess: () => onDone(text.done) })
      }
    />
  )
}

const AMOUNT = /^-?\d{1,12}(\.\d{1,6})?$/

/**
 * Admin only: credit (positive) or debit (negative) in exact USDT, against the house's adjustments
 * account. One key per opened dialog: pressing again after a timeout cannot adjust twice.
 */
export function AdjustDialog({
  player,
  onClose,
  onDone,
}: {
  player: PlayerDetail
  onClose(): void
  onDone(message: string): void
}) {
  const { t } = useLingui()
  const adjust = useAdjustBalance()
  const [key] = useState(() => crypto.randomUUID())
  const [invalid, setInvalid] = useState(false)
  const account = player.account
  const balance = amountText(player.balance, 'USDT')
  return (
    <ReasonDialog
      title={t({ id: 'bo.players.adjustTitle', message: `Adjust the balance of ${account}` })}
      body={t({
        id: 'bo.players.adjustBody',
        message: `Balance now ${balance}. A positive amount credits the player, a negative one debits them (never below zero).`,
      })}
      confirm={<Trans id="bo.players.adjust">Adjust balance</Trans>}
      pending={adjust.isPending}
      error={adjust.error}
      onClose={onClose}
      onSubmit={(reason, form) => {
        const amount = String(form.get('amount') ?? '').trim()
        const ok = AMOUNT.test(amount) && /[1-9]/.test(amount)
        setInvalid(!ok)
        if (!ok) return
        adjust.mutate(
          { id: player.id, amount, reason, key },
          {
            onSuccess: (done) => {
              const now = amountText(done.balance, 'USDT')
              onDone(t({ id: 'bo.players.adjustDone', message: `Balance of ${account} is now ${now}` }))
            },
          },
        )
      }}
    >
      <Field
        name="amount"
        label={t({ id: 'bo.players.adjustAmount', message: 'Amount (USDT), e.g. 25 or -10.5' })}
        autoComplete="off"
        required
        error={
          invalid
            ? t({ id: 'bo.players.adjustAmountRule', message: 'A non-zero amount with up to 6 decimals' })
            : undefined
        }
      />
    </ReasonDialog>
  )
}
