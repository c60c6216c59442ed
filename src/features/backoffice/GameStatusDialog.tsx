import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { GAME_STATUSES, type GameRow, type GameStatusCode } from '#contract/backofficeRoles.ts'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { Button } from '../../components/Button/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { messageFor } from '../../i18n/index.ts'
import { useGameStatus } from './api.ts'
import styles from './Backoffice.module.css'
import { GAME_STATUS_LABELS } from './labels.ts'
import { Select } from './Table.tsx'

const CODES = Object.values(GAME_STATUSES) as GameStatusCode[]
const statusOf = (value: string) => CODES.find((c) => String(c) === value) ?? null

/** Active, Disabled or Hidden, with why: the reason goes in the audit log beside before and after. */
export function GameStatusDialog({
  game,
  onClose,
  onDone,
}: {
  game: GameRow
  onClose(): void
  onDone(game: GameRow): void
}) {
  const { t, i18n } = useLingui()
  const change = useGameStatus()
  const reasonId = useId()
  const [status, setStatus] = useState(String(game.status))
  const [reason, setReason] = useState('')
  const name = game.name
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const next = statusOf(status)
    if (next === null) return
    change.mutate({ gameId: game.gameId, status: next, reason }, { onSuccess: onDone })
  }
  const problem = (error: unknown) =>
    messageFor(i18n, error instanceof ApiError ? errorMessage(error) : 'somethingWentWrong')
  return (
    <Modal open title={t({ id: 'bo.games.dialogTitle', message: `Status of ${name}` })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Select
          name="status"
          label={t({ id: 'bo.games.newStatus', message: 'New status' })}
          value={status}
          onChange={setStatus}
          options={CODES.map((c) => ({ value: String(c), label: i18n._(GAME_STATUS_LABELS[c]) }))}
        />
        <div className={styles.selectField}>
          <label htmlFor={reasonId}>
            <Trans id="bo.action.reason">Reason</Trans>
          </label>
          <textarea
            id={reasonId}
            name="reason"
            className={styles.textarea}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            maxLength={500}
          />
        </div>
        {change.error ? (
          <p className={styles.error} role="alert">
            {problem(change.error)}
          </p>
        ) : null}
        <div className={styles.rowActions}>
          <Button variant="ghost" onClick={onClose}>
            <Trans id="bo.action.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={change.isPending}>
            <Trans id="bo.action.confirm">Confirm</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  )
}
