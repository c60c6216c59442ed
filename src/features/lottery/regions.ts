import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { readStorage, STORAGE_KEYS } from '../../state/storage.ts'

/** The five Mark Six regions a player can pick (spec §1), with their game type codes. */
export const REGIONS = [
  { key: 'hkmarksix', code: 13, label: msg({ id: 'game.hkmarksix', message: 'Hong Kong Mark Six' }) },
  { key: 'ammarksix', code: 14, label: msg({ id: 'game.ammarksix', message: 'Macau Mark Six' }) },
  { key: 'newammarksix', code: 15, label: msg({ id: 'game.newammarksix', message: 'New Macau 2' }) },
  { key: 'twnmarksix', code: 20, label: msg({ id: 'game.twnmarksix', message: 'Taiwan Mark Six' }) },
  { key: 'sgnmarksix', code: 19, label: msg({ id: 'game.sgnmarksix', message: 'Singapore Mark Six' }) },
] as const satisfies readonly { key: string; code: number; label: MessageDescriptor }[]

export type Region = (typeof REGIONS)[number]['key']

export const REGION_KEYS = REGIONS.map((r) => r.key) as [Region, ...Region[]]

/** The region a visit shows: the one in the address, else the one last played, else Hong Kong. */
export const regionFor = (asked: Region | undefined): Region =>
  asked ?? REGION_KEYS.find((r) => r === readStorage(STORAGE_KEYS.currentLotteryId)) ?? 'hkmarksix'
