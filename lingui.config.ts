import { readdirSync } from 'node:fs'
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export const locales = ['en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'pt', 'ru']

/**
 * Shared files that only screens show, never the shell: their texts ride with those screens'
 * catalogs rather than weigh on home (a slip's or ticket's receipt and its kept-offline note).
 */
const SCREENS_ONLY = ['src/shared/placement/ReceiptView.tsx', 'src/shared/placement/KeptOffline.tsx']

/**
 * The player's screens whose texts load with them (src/i18n/catalogs.ts): a catalog per group of
 * routes that open together, named after its file (locales/{locale}/<name>.po). Everything else
 * under src — the shell, components, shared code, home, the sign-in dialogs and every id that
 * arrives at run time (src/i18n/messages.ts) — is the boot catalog, messages.po.
 */
export const FEATURE_CATALOGS = {
  sports: ['src/features/sports', ...SCREENS_ONLY],
  lottery: ['src/features/lottery', ...SCREENS_ONLY],
  games: ['src/features/games', 'src/features/livegames'],
  mybets: ['src/features/mybets'],
  wallet: ['src/features/wallet'],
  account: [
    'src/features/profile',
    'src/features/invite',
    'src/features/rewards',
    'src/features/notices',
    'src/features/reports',
    'src/features/chat',
    // The offline banner: shown rarely, its three texts ride with the account screens' catalog.
    'src/features/offline',
  ],
}

/**
 * Files of those folders that the shell itself imports (it shows them before any feature catalog
 * loads), so their texts are in the boot catalog as well; tests/node/home-bytes.test.ts fails when
 * the home page loads a module whose texts are not in it.
 */
const IN_SHELL = [
  'src/features/sports/slip/SlipButton.tsx',
  'src/features/wallet/notifications.ts',
  'src/features/lottery/regions.ts',
]

const LAZY = new Set(['src/features/backoffice', ...Object.values(FEATURE_CATALOGS).flat()])
/** Everything under src but the folders above (an exclude would also drop IN_SHELL's files). */
const BOOT = [
  ...readdirSync('src')
    .filter((name) => name !== 'features')
    .map((name) => `src/${name}`),
  ...readdirSync('src/features')
    .map((name) => `src/features/${name}`)
    .filter((path) => !LAZY.has(path)),
]

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: [...BOOT, ...IN_SHELL], exclude: SCREENS_ONLY },
    ...Object.entries(FEATURE_CATALOGS).map(([name, include]) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include,
    })),
    // The back office has its own catalogs, loaded with its pages: a player never downloads them.
    { path: '<rootDir>/locales/{locale}/backoffice', include: ['src/features/backoffice'] },
  ],
  format: formatter({ lineNumbers: false }),
})
