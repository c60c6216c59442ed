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
  msg({ id: 'invalidDateRange', message: 'The end comes before the start' }),
  msg({ id: 'dateRangeTooLong', message: 'Choose at most a year of days' }),
  msg({ id: 'invalidGame', message: 'Choose a game' }),
  msg({ id: 'drawNotFound', message: 'Draw not found' }),
]
