import { queryOptions } from '@tanstack/react-query'
import { IDEMPOTENCY_HEADER } from '../../api/client.ts'
import { runMoneyAction } from '../../api/moneyAction.ts'
import { gamesApi } from '../../shared/games/api.ts'
import { GAME_TITLES, type GameKind } from '../../shared/games/titles.ts'

/** A title of a provider's §7 list. */
export interface ListedGame {
  id: string
  name: string
  kind: GameKind
  status: number
  available: boolean
}

/** One transfer between our wallet and a studio's (the server's answer, amounts in minor units). */
export interface StudioTransfer {
  status: 'done' | 'pending' | 'failed'
  amount: string
  studio_amount: string
}

export interface StudioBalance {
  balance: string
  currency: 'USDT' | 'CNY'
}

/** The seamless studios: each has its §7 list and launch call, answering the game's URL. */
const SEAMLESS: Record<string, { list: string; launch(id: string): string }> = {
  pgGames: { list: 'pggame/pg/game_list', launch: (id) => `pggame/pg/${id}` },
  tadaGames: { list: 'tadaGame/tada/game_list', launch: (id) => `tadaGame/startForUrl/${id}` },
  noah: { list: '3rd-game/pg2/games/list', launch: (id) => `3rd-game/pg2/games/login/${id}` },
}

const keyed = (key: string) => ({ silent: true, headers: { [IDEMPOTENCY_HEADER]: key } })

/**
 * The transfer studios (the card game ky, the ng game): money is brought into the studio's own
 * wallet before the table opens and taken back when the player leaves. Every move is a money
 * action under the one idempotency-key lifecycle (src/api/moneyAction.ts).
 */
export interface TransferStudio {
  currency: 'USDT' | 'CNY'
  balance(): Promise<StudioBalance>
  /** Brings `money` in (none when it is zero) and answers the table's URL. */
  open(gameId: string, money: string): Promise<{ url: string; transfer: StudioTransfer | null }>
  takeBack(money: string): Promise<StudioTransfer>
}

const ky: TransferStudio = {
  currency: 'USDT',
  balance: () => gamesApi.get<StudioBalance>('playcard/ky/balance', { silent: true }),
  open: (gameId, money) => {
    const query = { game_id: gameId, money }
    type Opened = { url: string; transfer: StudioTransfer | null }
    if (/^0*(\.0*)?$/.test(money)) return gamesApi.get<Opened>('playcard/login', { query, silent: true })
    return runMoneyAction('playcard/login', query, (key) =>
      gamesApi.get<Opened>('playcard/login', { query, ...keyed(key) }),
    )
  },
  takeBack: (money) =>
    runMoneyAction('playcard/transfer_out', { money }, (key) =>
      gamesApi.get<StudioTransfer>('playcard/transfer_out', { query: { money }, ...keyed(key) }),
    ),
}

const NG_PLAT = 'ng'
const ngMove = (direction: 'in' | 'out', money: string) => {
  const query = { money, plat_type: NG_PLAT, currency: 'CNY' }
  return runMoneyAction(`nggame/transfer_${direction}`, query, (key) =>
    gamesApi.get<StudioTransfer>(`nggame/transfer_${direction}`, { query, ...keyed(key) }),
  )
}

const ng: TransferStudio = {
  currency: 'CNY',
  balance: () =>
    gamesApi.get<StudioBalance>('nggame/ng/balance', { query: { plat_type: NG_PLAT }, silent: true }),
  open: async (gameId, money) => {
    const transfer = /^0*(\.0*)?$/.test(money) ? null : await ngMove('in', money)
    if (transfer && transfer.status !== 'done') return { url: '', transfer }
    const { url } = await gamesApi.post<{ url: string }>(
      'nggame/ng/login',
      { game_id: gameId, plat_type: NG_PLAT },
      { silent: true },
    )
    return { url, transfer }
  },
  takeBack: (money) => ngMove('out', money),
}

const TRANSFER: Record<string, TransferStudio> = { cardGame: ky, ngGame: ng }

export const transferStudioOf = (type: string): TransferStudio | undefined => TRANSFER[type]

/** The provider's list (§7); the transfer studios have one title each and no list call. */
export const gameListQuery = (type: string) =>
  queryOptions({
    queryKey: ['games', 'list', type],
    queryFn: async (): Promise<ListedGame[]> => {
      const seamless = SEAMLESS[type]
      if (seamless) return gamesApi.get<ListedGame[]>(seamless.list, { silent: true })
      return (GAME_TITLES[type] ?? []).map((t) => ({
        id: t.id,
        name: t.id,
        kind: t.kind,
        status: 1,
        available: true,
      }))
    },
  })

/** A seamless launch: a fresh session each time the game is opened, never reused from a cache. */
export const launchQuery = (type: string, id: string) =>
  queryOptions({
    queryKey: ['games', 'launch', type, id],
    queryFn: () => {
      const seamless = SEAMLESS[type]
      if (!seamless) throw new Error(`no launch call for ${type}`)
      return gamesApi.get<{ url: string }>(seamless.launch(id), { silent: true })
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })

/** The studio's own side of a transfer game, read again while the table is open. */
export const studioBalanceQuery = (type: string) =>
  queryOptions({
    queryKey: ['games', 'studio-balance', type],
    queryFn: () => {
      const studio = transferStudioOf(type)
      if (!studio) throw new Error(`${type} has no transfer wallet`)
      return studio.balance()
    },
  })
