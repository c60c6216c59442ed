import { proxy } from 'valtio'
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts'
import { ui } from './ui.ts'

export type Role = 'user' | 'agent'

/** Spec §6: role codes 2 agent, 3 user. */
export const roleFromCode = (code: number | string): Role => (Number(code) === 2 ? 'agent' : 'user')

export interface AuthState {
  userId: string | null
  isAuthorized: boolean
  inviteCode: string | null
  loginError: string | null
  role: Role
}

const storedRole = readStorage(STORAGE_KEYS.role)

/** A stored token marks the user authorised (spec §4); the first API call proves it or refreshes. */
export const auth = proxy<AuthState>({
  userId: readStorage(STORAGE_KEYS.userId),
  isAuthorized: readStorage(STORAGE_KEYS.token) !== null,
  inviteCode: null,
  loginError: null,
  role: storedRole === 'agent' ? 'agent' : 'user',
})
ui.token = readStorage(STORAGE_KEYS.token)

export interface Credentials {
  token: string
  fresh_token: string
  user_id: number | string
  role: number | string
}

export function login(c: Credentials) {
  storeTokens(c)
  writeStorage(STORAGE_KEYS.userId, String(c.user_id))
  setRole(roleFromCode(c.role))
  auth.userId = String(c.user_id)
  auth.isAuthorized = true
  auth.loginError = null
  ui.openedModal = null
}

export function storeTokens(t: { token: string; fresh_token: string }) {
  writeStorage(STORAGE_KEYS.token, t.token)
  writeStorage(STORAGE_KEYS.freshToken, t.fresh_token)
  ui.token = t.token
}

export function setRole(role: Role) {
  auth.role = role
  writeStorage(STORAGE_KEYS.role, role)
}

/** Forgets the session locally: stored auth values, drawers, and any open dialog. */
export function clearCredentials() {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.freshToken, STORAGE_KEYS.role, STORAGE_KEYS.userId]) {
    writeStorage(key, null)
  }
  ui.token = null
  auth.userId = null
  auth.isAuthorized = false
  auth.role = 'user'
  ui.isMobileDrawerShow = false
  ui.openedOffCanvas = null
  ui.isWalletShow = false
}

export const storedToken = () => readStorage(STORAGE_KEYS.token)
export const storedRefreshToken = () => readStorage(STORAGE_KEYS.freshToken)
