import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { z } from 'zod'
import { auth } from '../../state/auth.ts'
import { openModal, ui } from '../../state/ui.ts'

// `?chat=true` arrives as the boolean true (JSON search parsing) or, hand-typed, as text.
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()
  .catch(undefined)

/** Search switches valid on every page; anything malformed is dropped rather than crashing. */
export const switchesSchema = z.object({ chat: flag, mybet: flag, invite: flag, menu: flag })

export type Switches = z.infer<typeof switchesSchema>

/**
 * Opens what a switch asks for, then removes it from the address so that closing the panel and
 * reloading does not reopen it. Visitors asking for my bets or invite get the login dialog.
 */
export function useQuerySwitches() {
  const search = useSearch({ strict: false }) as Switches
  const navigate = useNavigate()
  const { chat, mybet, invite, menu } = search

  useEffect(() => {
    if (!chat && !mybet && !invite && !menu) return
    if (chat) ui.openedOffCanvas = 'chat'
    if (menu) ui.isMobileMenuShow = true
    if (mybet) {
      if (auth.isAuthorized) ui.openedOffCanvas = 'mybets'
      else openModal('login')
    }
    if (invite) {
      if (auth.isAuthorized) ui.isInviteWindowShow = true
      else openModal('login')
    }
    navigate({
      to: '.',
      replace: true,
      search: (prev: Record<string, unknown>) => {
        const { chat: _c, mybet: _m, invite: _i, menu: _n, ...rest } = prev
        return rest
      },
    } as never)
  }, [chat, mybet, invite, menu, navigate])
}
