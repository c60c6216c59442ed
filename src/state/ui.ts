import { proxy } from 'valtio'

export type ToastType = 'error' | 'warning' | 'successful' | 'info'
export type WalletType = 'deposit' | 'withdraw' | 'transfer' | 'history'
export type OffCanvas = 'chat' | 'betslip' | 'mybets' | null
/** Spec §3/§4: the live chat's socket. */
export type ImSocketStatus = 'connecting' | 'connected' | 'disconnected'
export type ModalName = 'login' | 'register' | 'wallet' | 'invite' | null

/**
 * Global UI state of spec §3, with its defaults: the fields something reads and writes. The
 * spec's others (icon menu, sub drawer, price tag, socket status, ...) come with what uses them.
 */
export interface UiState {
  token: string | null
  isWalletShow: boolean
  walletType: WalletType
  isInviteWindowShow: boolean
  isMobileDrawerShow: boolean
  isMobileMenuShow: boolean
  isForgotPasswordModalShow: boolean
  isBetCombinationListShow: boolean
  openedModal: ModalName
  selectedProfileMenu: string
  openedOffCanvas: OffCanvas
  isToastShow: boolean
  toastType: ToastType
  toastMessage: string
  imSocketStatus: ImSocketStatus
}

export const initialUiState = (): UiState => ({
  token: null,
  isWalletShow: false,
  walletType: 'deposit',
  isInviteWindowShow: false,
  isMobileDrawerShow: false,
  isMobileMenuShow: false,
  isForgotPasswordModalShow: false,
  isBetCombinationListShow: false,
  openedModal: null,
  selectedProfileMenu: 'rewards',
  openedOffCanvas: null,
  isToastShow: false,
  toastType: 'info',
  toastMessage: '',
  imSocketStatus: 'connecting',
})

export const ui = proxy<UiState>(initialUiState())

/** `message` is a message key (or a server message); the toast translates it when shown. */
export function showToast(type: ToastType, message: string) {
  ui.toastType = type
  ui.toastMessage = message
  ui.isToastShow = true
}

export function closeToast() {
  ui.isToastShow = false
  ui.toastMessage = ''
}

export function openModal(name: Exclude<ModalName, null>) {
  ui.openedModal = name
}

export function closeModal() {
  ui.openedModal = null
}
