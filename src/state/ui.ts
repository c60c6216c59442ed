import { proxy } from 'valtio'

export type ToastType = 'error' | 'warning' | 'successful' | 'info'
export type WalletType = 'deposit' | 'withdraw' | 'transfer' | 'history'
export type OffCanvas = 'chat' | 'betslip' | 'mybets' | null
export type ModalName = 'login' | 'register' | 'wallet' | 'invite' | null
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected'

/** Global UI state of spec §3, with its defaults. */
export interface UiState {
  token: string | null
  isBetSlipButtonShow: boolean
  isSportButtonClicked: boolean
  isWalletShow: boolean
  walletType: WalletType
  isInviteWindowShow: boolean
  isMobileDrawerShow: boolean
  subDrawer: string | null
  selectedGame: string | null
  isMobileMenuShow: boolean
  isIconMenuShow: boolean
  isForgotPasswordModalShow: boolean
  isForgotPasswordChangeShow: boolean
  isBetCombinationListShow: boolean
  imSocketStatus: ConnectionStatus
  isLayoutBottom: boolean
  openedModal: ModalName
  selectedPriceTag: string | null
  selectedMyBetsButton: string | null
  selectedProfileMenu: string
  openedOffCanvas: OffCanvas
  webSocketResponse: unknown
  isBottomNavigationShow: boolean
  isToastShow: boolean
  toastType: ToastType
  toastMessage: string
}

export const initialUiState = (): UiState => ({
  token: null,
  isBetSlipButtonShow: true,
  isSportButtonClicked: false,
  isWalletShow: false,
  walletType: 'deposit',
  isInviteWindowShow: false,
  isMobileDrawerShow: false,
  subDrawer: null,
  selectedGame: null,
  isMobileMenuShow: false,
  isIconMenuShow: false,
  isForgotPasswordModalShow: false,
  isForgotPasswordChangeShow: false,
  isBetCombinationListShow: false,
  imSocketStatus: 'connecting',
  isLayoutBottom: false,
  openedModal: null,
  selectedPriceTag: null,
  selectedMyBetsButton: null,
  selectedProfileMenu: 'rewards',
  openedOffCanvas: null,
  webSocketResponse: null,
  isBottomNavigationShow: true,
  isToastShow: false,
  toastType: 'info',
  toastMessage: '',
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

export function toggleOffCanvas(name: Exclude<OffCanvas, null>) {
  ui.openedOffCanvas = ui.openedOffCanvas === name ? null : name
}
