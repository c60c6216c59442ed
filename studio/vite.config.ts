import { resolve } from 'node:path'
import { defineConfig } from 'vite'

/**
 * The sandbox studio's pages (play.html, verify.html, and live.html: the live tables of issue 16), built by `npm run build` after the
 * site into dist/studio/: a build of their own, so they share no chunk with the site (the site's
 * first load stays as it is) and the service worker, which precaches the site's build, never sees
 * them. The studio's server sends the pages; their scripts are under /studio/assets/.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'web'),
  base: '/studio/',
  publicDir: false,
  build: {
    outDir: resolve(import.meta.dirname, '../dist/studio'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        play: resolve(import.meta.dirname, 'web/play.html'),
        verify: resolve(import.meta.dirname, 'web/verify.html'),
        live: resolve(import.meta.dirname, 'web/live.html'),
      },
    },
  },
})
