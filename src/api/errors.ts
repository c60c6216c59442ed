import { i18n } from '@lingui/core'
import { refusalText } from '../i18n/protection.ts'

export type ApiErrorKind = 'HTTP_ERROR' | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR'

/** A failed call. `msg` is the server's message key when it sent one, else the client's fallback. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly code: number
  readonly data: unknown

  constructor(kind: ApiErrorKind, msg: string, status = 0, code = -1, data: unknown = null) {
    super(msg)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.code = code
    this.data = data
  }
}

/** Spec §8: which message a failure shows when the server gave none. */
export function fallbackMessage(error: ApiError): string {
  switch (error.kind) {
    case 'TIMEOUT_ERROR':
      return 'requestTimeout'
    case 'FETCH_ERROR':
    case 'PARSING_ERROR':
      return 'somethingWentWrong'
    default:
      if (error.status === 401) return 'unauthorizedError'
      return error.status >= 500 ? 'serverError' : 'pageNotWorking'
  }
}

/**
 * The text to show for a failure: the server's message for 4xx and 5xx when present (a message
 * key, or its words when the refusal carries values the player must read).
 */
export function errorMessage(error: ApiError): string {
  if (error.kind === 'HTTP_ERROR' && error.status !== 401 && error.message)
    return refusalText(i18n, error.message, error.data) ?? error.message
  return fallbackMessage(error)
}

export const isRetryable = (error: ApiError) =>
  error.kind === 'FETCH_ERROR' ||
  error.kind === 'TIMEOUT_ERROR' ||
  (error.kind === 'HTTP_ERROR' && error.status >= 500)
