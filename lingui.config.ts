import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export const locales = ['en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'pt', 'ru']

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  // The back office has its own catalogs, loaded with its pages: a player never downloads them.
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['src/features/backoffice'] },
    { path: '<rootDir>/locales/{locale}/backoffice', include: ['src/features/backoffice'] },
  ],
  format: formatter({ lineNumbers: false }),
})
