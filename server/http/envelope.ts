/** Every response body is `{ code, msg, data }`; code 0 is success, msg otherwise a message key. */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'success', data }
}

/**
 * A failure the caller can act on. `code` 1 is a business rule (spec: "code 1 with a message"),
 * otherwise it mirrors the HTTP status. `msg` is a message key the client translates.
 */
export class AppError extends Error {
  readonly status: number
  readonly code: number
  readonly data: unknown

  constructor(status: number, msg: string, data: unknown = null, code = status === 422 ? 1 : status) {
    super(msg)
    this.status = status
    this.code = code
    this.data = data
  }
}

export const unauthorized = () => new AppError(401, 'unauthorizedError')
export const notFound = (msg = 'notFound') => new AppError(404, msg)
export const rejected = (msg: string, data: unknown = null) => new AppError(422, msg, data)
