import { useLingui } from '@lingui/react/macro'
import { GAME_STATUSES, type GameRow, type GameStatusCode } from '#contract/backofficeRoles.ts'
import { useGameStatus } from './api.ts'
import { gameName } from './gameName.ts'
import { GAME_STATUS_LABELS } from './labels.ts'
import { ReasonDialog } from './ReasonDialog.tsx'
import { Select } from './Select.tsx'

const CODES = Object.values(GAME_STATUSES) as GameStatusCode[]
const statusOf = (value: FormDataEntryValue | null) => CODES.find((c) => String(c) === value) ?? null

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
  const name = gameName(i18n, game.name)
  return (
    <ReasonDialog
      title={t({ id: 'bo.games.dialogTitle', message: `Status of ${name}` })}
      pending={change.isPending}
      error={change.error}
      onClose={onClose}
      onSubmit={(reason, form) => {
        const status = statusOf(form.get('status'))
        if (status !== null) change.mutate({ gameId: game.gameId, status, reason }, { onSuccess: onDone })
      }}
    >
      <Select
        name="status"
        label={t({ id: 'bo.games.newStatus', message: 'New status' })}
        value={String(game.status)}
        options={CODES.map((c) => ({ value: String(c), label: i18n._(GAME_STATUS_LABELS[c]) }))}
      />
    </ReasonDialog>
  )
}
