import { msg } from '@lingui/core/macro'

/**
 * The server's message keys the back office shows (server/modules/backoffice). Declared here so
 * every catalog has them; the client shows them through messageFor. Read by `lingui extract` only (knip.jsonc).
 */
export const SERVER_MESSAGES = [
  msg({ id: 'operatorDisabled', message: 'This operator is disabled' }),
  msg({ id: 'operatorLocked', message: 'Too many wrong codes: signing in is locked for 15 minutes' }),
  msg({ id: 'secondFactorWrong', message: 'That code is not right' }),
  msg({ id: 'signInExpired', message: 'The sign-in took too long: start again' }),
  msg({ id: 'forbiddenForRole', message: 'Your role cannot do this' }),
  msg({ id: 'operatorNameTaken', message: 'An operator with this name already exists' }),
  msg({ id: 'cannotChangeOwnAccount', message: 'You cannot change your own account' }),
  msg({ id: 'operatorNotFound', message: 'Operator not found' }),
  msg({ id: 'operatorNameRule', message: '3 to 32 letters, digits, dots, dashes or underscores' }),
  msg({ id: 'operatorPasswordRule', message: 'At least 10 characters with a letter and a number' }),
  msg({ id: 'reasonRequired', message: 'Say why (at least 3 characters)' }),
  msg({ id: 'totpCodeRule', message: 'Enter the 6-digit code' }),
  msg({ id: 'recoveryCodeRule', message: 'A recovery code looks like abcde-12345' }),
  msg({ id: 'invalidRole', message: 'Choose a role' }),
  msg({ id: 'invalidDate', message: 'Not a date' }),
  msg({ id: 'gameNotFound', message: 'Game not found' }),
  msg({ id: 'invalidGameStatus', message: 'Choose Active, Disabled or Hidden' }),
  msg({ id: 'invalidStatus', message: 'Choose a status' }),
  msg({ id: 'withdrawalNotFound', message: 'Withdrawal not found' }),
  msg({ id: 'withdrawalAlreadyDecided', message: 'This withdrawal was already decided' }),
  msg({ id: 'matchNotFound', message: 'Match not found' }),
  msg({ id: 'matchNotOpen', message: 'Betting on this match is already closed' }),
  msg({ id: 'matchAlreadySuspended', message: 'Betting on this match is already suspended' }),
  msg({ id: 'matchNotSuspended', message: 'Betting on this match is not suspended' }),
  msg({ id: 'matchAlreadyVoid', message: 'This match is already void' }),
  msg({
    id: 'matchAlreadySettled',
    message: 'This match was played and its bets settled: it cannot be voided',
  }),
  msg({ id: 'matchNotPostponed', message: 'Only a postponed match takes a result typed by hand' }),
  msg({ id: 'invalidSport', message: 'Choose a sport' }),
  msg({ id: 'invalidScore', message: 'Enter whole numbers, 0 or more' }),
  msg({ id: 'tooManyWickets', message: 'At most 10 wickets' }),
  msg({ id: 'halfAboveFull', message: 'A half-time score cannot be above the full-time score' }),
  msg({ id: 'winnerNotAhead', message: 'The winner must be the side with more runs' }),
]
