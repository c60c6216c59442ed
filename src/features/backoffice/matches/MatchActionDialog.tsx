import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MatchRow } from '#contract/backofficeRoles.ts'
import { amountFigure } from '../../../shared/money/format.ts'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { type MatchAction, useMatchAction } from './api.ts'
import { ResultFields, readResult } from './ResultFields.tsx'

/**
 * One trader action on a match, with why: what it does to the players' bets, the result's fields
 * when typing one (checked before it is sent, and again by the server), then the reason.
 */
export function MatchActionDialog({
  match,
  action,
  onClose,
}: {
  match: MatchRow
  action: MatchAction
  onClose(): void
}) {
  const { t } = useLingui()
  const change = useMatchAction()
  const [invalid, setInvalid] = useState<string | null>(null)
  const name = `${match.home} – ${match.away}`
  const bets = match.openBets
  const stake = amountFigure(match.openStake, 'USDT')
  const texts: Record<MatchAction, { title: string; body: string; confirm: string }> = {
    suspend: {
      title: t({ id: 'bo.matches.suspendTitle', message: `Suspend betting on ${name}` }),
      body: t({
        id: 'bo.matches.suspendBody',
        message: 'Players cannot bet on this match until it is resumed. Bets already placed stay open.',
      }),
      confirm: t({ id: 'bo.matches.suspend', message: 'Suspend' }),
    },
    resume: {
      title: t({ id: 'bo.matches.resumeTitle', message: `Resume betting on ${name}` }),
      body: t({
        id: 'bo.matches.resumeBody',
        message: 'Players can bet on this match again at its current odds.',
      }),
      confirm: t({ id: 'bo.matches.resume', message: 'Resume' }),
    },
    void: {
      title: t({ id: 'bo.matches.voidTitle', message: `Void ${name}` }),
      body: t({
        id: 'bo.matches.voidBody',
        message: `Open bets on this match: ${bets} (${stake} USDT). They are settled by the betting rules: singles are refunded, legs of multiples count at odds 1. This cannot be undone.`,
      }),
      confirm: t({ id: 'bo.matches.void', message: 'Void' }),
    },
    result: {
      title: t({ id: 'bo.matches.resultTitle', message: `Result of ${name}` }),
      body: t({
        id: 'bo.matches.resultBody',
        message: `Open bets on this match: ${bets}. They are settled with this result. This cannot be undone.`,
      }),
      confirm: t({ id: 'bo.matches.saveResult', message: 'Save and settle' }),
    },
  }
  const text = texts[action]
  return (
    <ReasonDialog
      title={text.title}
      body={text.body}
      confirm={text.confirm}
      danger={action === 'void'}
      pending={change.isPending}
      error={invalid ? null : change.error}
      onClose={onClose}
      onSubmit={(reason, form) => {
        const base = { sport: match.sport, id: match.id, action, reason }
        if (action !== 'result') return change.mutate(base, { onSuccess: onClose })
        const typed = readResult(match.sport, form)
        setInvalid(typed.problem ?? null)
        if (typed.problem === undefined) change.mutate({ ...base, ...typed.body }, { onSuccess: onClose })
      }}
    >
      {action === 'result' ? <ResultFields match={match} problem={invalid} /> : null}
    </ReasonDialog>
  )
}
