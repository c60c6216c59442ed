import { copyFileSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { defineConfig } from 'vitest/config'
import { TEST_API_PORT, TEST_SCENARIO_PORT } from './tests/browser/setup/ports.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts'

// Under Vitest the browser tests reach the servers started by tests/browser/setup/global.ts.
const apiTarget =
  process.env.API_TARGET ??
  (process.env.VITEST ? `http://127.0.0.1:${TEST_API_PORT}` : 'http://127.0.0.1:8080')

/**
 * The manifest keeps a stable URL: Vite would hash a root file that index.html links, so the link
 * is added after Vite has processed the page, and the file is copied as it is.
 */
function stableManifest(): Plugin {
  return {
    name: 'betsuite:manifest',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
      ],
    },
    writeBundle(options) {
      copyFileSync(resolve('manifest.webmanifest'), resolve(options.dir ?? 'dist', 'manifest.webmanifest'))
    },
  }
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text the server sends as it is; source maps are fetched by developers only, and rarely. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/
/** Below about a packet, compression saves nothing worth a second file. */
const MIN_COMPRESSIBLE_BYTES = 1024

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
 * levels, once: the server sends the copy the browser accepts (@fastify/static preCompressed)
 * instead of compressing each response. Runs after vite-plugin-pwa has written sw.js.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'betsuite:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter(
          (f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'),
        )
        await Promise.all(
          files.map(async (file) => {
            const path = resolve(outDir, file)
            const data = await readFile(path)
            if (data.length < MIN_COMPRESSIBLE_BYTES) return
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzipAsync(data, { level: zlib.Z_BEST_COMPRESSION }),
            ])
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
          }),
        )
      },
    },
  }
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The back office's pages and catalogs are fetched by operators when they open it; a
        // player's phone does not install them (78 KB of scripts).
        globIgnores: ['**/assets/backoffice*', 'studio/**'],
      },
      devOptions: { enabled: false },
    }),
    stableManifest(),
    precompress(),
  ],
  worker: { format: 'es' },
  // Pre-bundled up front, so a browser test run never reloads halfway through discovering them.
  optimizeDeps: {
    include: [
      '@lingui/core',
      '@lingui/react',
      '@tanstack/query-persist-client-core',
      '@tanstack/react-query',
      '@tanstack/react-router',
      'comlink',
      'idb-keyval',
      'react',
      'react-dom/client',
      'valtio',
      'vitest-browser-react',
      'workbox-window',
      'zod',
    ],
  },
  server: {
    proxy: {
      '/sports': apiTarget,
      '/health': apiTarget,
      '/backoffice/api': apiTarget,
      // The games' own prefixes (spec §7) and the sandbox studio's pages.
      '/pggame': apiTarget,
      '/tadaGame': apiTarget,
      '/3rd-game': apiTarget,
      '/playcard': apiTarget,
      '/nggame': apiTarget,
      '/sandbox': apiTarget,
      // A socket closed by a finished page or test is not an error worth printing.
      '/wss-new': { target: apiTarget, ws: true, configure: (proxy) => proxy.on('error', () => undefined) },
      ...(process.env.VITEST ? { '/scenario': `http://127.0.0.1:${TEST_SCENARIO_PORT}` } : {}),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The engine is pure (markets.md): what a page does not call of it is left out, even where
      // it is imported through the engine's index.
      treeshake: {
        moduleSideEffects: (id: string) => (id.includes('/workers/engine/') ? false : undefined),
      },
      output: {
        // What every page loads before it can be used ($initial: reached by static imports from
        // main.tsx) goes in two chunks, the packages and the app's own, rather than dozens of
        // small ones that compress worse apart; the packages' chunk changes only with them.
        codeSplitting: {
          groups: [
            { name: 'framework', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    // The two projects run side by side, two node files and one browser page at a time: on a
    // 2-core machine the default (cores − 1 in all) ran every file one after another, mostly
    // waiting on PostgreSQL, server processes and Chromium.
    maxWorkers: 3,
    // A condition waited on (expect.poll, expect.element) may take a while on a busy machine: 1 s
    // by default, which two files at once and a build beside them outlast. Only a failure waits.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'workers/engine/**/*.test.ts',
            'server/**/*.test.ts',
            'studio/**/*.test.ts',
            'tests/node/**/*.test.ts',
            'tests/studio/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker keeps the modules it loaded from one file to the next: each file builds its own
          // app, database and clock, so nothing but the code is shared, and loading the whole server
          // afresh for each of 160 files was a fifth of the run (no file mocks a module).
          isolate: false,
          // Most of these files wait on PostgreSQL, a server process or a browser rather than
          // compute: two at once keep both cores busy (one by default on a 2-core machine).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          globalSetup: ['tests/browser/setup/global.ts'],
          setupFiles: ['tests/browser/setup/messages.ts'],
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'tests/browser/**/*.test.{ts,tsx}'],
          testTimeout: 20_000,
          // One page at a time: these share one API server and the machine with the node files.
          maxWorkers: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
