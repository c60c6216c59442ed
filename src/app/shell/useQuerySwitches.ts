import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { auth } from '../../state/auth.ts'
import { openModal, ui } from '../../state/ui.ts'
import { isDesktop } from './useIsDesktop.ts'

export interface Switches {
  chat?: boolean
  mybet?: boolean
  invite?: boolean
  menu?: boolean
  /** Opens the wallet (a deposit notification's click). */
  wallet?: boolean
}

const SWITCHES = ['chat', 'mybet', 'invite', 'menu', 'wallet'] as const

// `?chat=true` arrives as the text 'true' (the router keeps search params as text, textSearch.ts);
// a link's `search={{ invite: true }}` is the boolean until the address is read again.
function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

/**
 * Search switches valid on every page; anything malformed becomes undefined rather than crashing
 * (a key left out would keep its raw value). A plain function, not a zod schema: the root route's
 * options load with every page.
 */
export function validateSwitches(search: Record<string, unknown>): Switches {
  const switches: Switches = {}
  for (const key of SWITCHES) if (key in search) switches[key] = flag(search[key])
  return switches
}

/**
 * Opens what a switch asks for, then removes it from the address so that closing the panel and
 * reloading does not reopen it. Visitors asking for my bets or invite get the login dialog.
 */
export function useQuerySwitches() {
  const search = useSearch({ strict: false }) as Switches
  const navigate = useNavigate()
  const { chat, mybet, invite, menu, wallet } = search

  useEffect(() => {
    if (!chat && !mybet && !invite && !menu && !wallet) return
    if (chat) ui.openedOffCanvas = 'chat'
    // The menu panel is the phone's; a laptop has the sidebar, so the switch is only cleared there.
    if (menu && !isDesktop()) ui.isMobileMenuShow = true
    if (mybet) {
      if (auth.isAuthorized) ui.openedOffCanvas = 'mybets'
      else openModal('login')
    }
    if (invite) {
      if (auth.isAuthorized) ui.isInviteWindowShow = true
      else openModal('login')
    }
    if (wallet) {
      if (auth.isAuthorized) ui.isWalletShow = true
      else openModal('login')
    }
    navigate({
      to: '.',
      replace: true,
      search: (prev: Record<string, unknown>) => {
        const { chat: _c, mybet: _m, invite: _i, menu: _n, wallet: _w, ...rest } = prev
        return rest
      },
    } as never)
  }, [chat, mybet, invite, menu, wallet, navigate])
}
