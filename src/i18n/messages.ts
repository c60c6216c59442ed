import { msg } from '@lingui/core/macro'

/**
 * Messages whose id arrives at run time (a server's `msg`, a validation key, a toast key) rather
 * than from a literal in a component. Declaring them here puts them in every catalog; anything
 * unknown is shown as it came, because a server may also send plain text.
 */
export const runtimeMessages = [
  // Spec §8
  msg({ id: 'unauthorizedError', message: 'Unauthorized, please login again' }),
  msg({ id: 'serverError', message: 'Server error, try again later' }),
  msg({ id: 'pageNotWorking', message: 'Page is not working' }),
  msg({ id: 'requestTimeout', message: 'Request timeout' }),
  msg({ id: 'somethingWentWrong', message: 'Something went wrong' }),
  msg({ id: 'somethingWrongTryAgain', message: 'Something went wrong, please try again' }),
  msg({ id: 'lngSettingError', message: 'Unable to set the language' }),
  msg({ id: 'betDataNotAvailable', message: 'Bet data not available' }),
  msg({ id: 'gameNotActive', message: 'This game is currently not active' }),
  msg({ id: 'gameDataNotLoading', message: 'Game data is not loading' }),
  msg({ id: 'matchesNotLoading', message: 'Matches are not loading' }),
  msg({ id: 'bettingClosed', message: 'Betting closed for this draw' }),
  msg({ id: 'insufficientBalance', message: 'Insufficient balance' }),
  msg({ id: 'cannotBetMoreThanBalance', message: 'You cannot bet more than your balance' }),
  msg({ id: 'currentlyNotAvailable', message: 'Currently not available' }),
  msg({ id: 'underConstruction', message: 'Under construction' }),
  msg({ id: 'paymentLinkNotAvailable', message: 'Payment link not available' }),
  msg({ id: 'paymentTypesNotAvailable', message: 'Payment types not available' }),
  msg({ id: 'notAllowedToWithdraw', message: 'Not allowed to withdraw' }),
  msg({ id: 'withdrawalProcessingIssue', message: 'Withdrawal processing issue' }),
  msg({ id: 'verificationCodeFailed', message: 'Verification code failed' }),
  msg({ id: 'loginToBet', message: 'To complete the bet please Login to your account' }),
  // Server validation and request keys (server/http/validation.ts, errors.ts)
  msg({ id: 'required', message: 'This field is required' }),
  msg({ id: 'tooShort', message: 'Too short' }),
  msg({ id: 'tooLong', message: 'Too long' }),
  msg({ id: 'tooSmall', message: 'Value is too small' }),
  msg({ id: 'tooBig', message: 'Value is too large' }),
  msg({ id: 'invalidEmail', message: 'Invalid email' }),
  msg({ id: 'invalidFormat', message: 'Invalid format' }),
  msg({ id: 'invalidType', message: 'Invalid value' }),
  msg({ id: 'invalidValue', message: 'Invalid value' }),
  msg({ id: 'badRequest', message: 'The request could not be understood' }),
  msg({ id: 'tooManyRequests', message: 'Too many attempts, please wait a moment' }),
  msg({ id: 'notFound', message: 'Not found' }),
  msg({ id: 'invalidCredentials', message: 'Wrong account or password' }),
  msg({ id: 'currencyNotAvailable', message: 'This currency is not available' }),
  // Spec §5 form messages
  msg({ id: 'passwordRule', message: 'Password needs at least 8 characters with a letter and a number' }),
  msg({ id: 'passwordsDoNotMatch', message: 'The passwords do not match' }),
  msg({ id: 'accountRequired', message: 'Account is required' }),
  msg({ id: 'passwordRequired', message: 'Password is required' }),
  msg({ id: 'acceptTerms', message: 'Please accept the terms and conditions' }),
  msg({ id: 'confirmAge', message: 'You must be 18 or older to register' }),
  msg({ id: 'accountTaken', message: 'This account name is already taken' }),
  msg({ id: 'accountRule', message: 'Account: 4 to 20 letters or digits' }),
  msg({ id: 'invalidInviteCode', message: 'This invite code does not exist' }),
]
