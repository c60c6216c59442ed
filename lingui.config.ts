import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export const locales = ['en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'pt', 'ru']

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'] }],
  format: formatter({ lineNumbers: false }),
})
