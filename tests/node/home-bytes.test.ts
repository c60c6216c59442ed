import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { HOME_BUDGET_GZIP } from '../../bench/budget.ts'
import { allSources, routeBytes, shellSources } from '../../bench/routeBytes.ts'
import { playerCatalogs, readCatalog } from './poFiles.ts'

/**
 * What the production build (dist/, made by `npm test` before the run) makes a browser fetch for
 * the home page before the player can act. Bytes in files, so no figure depends on machine load.
 */
const DIST = 'dist'

// Pages and panels none of which is on screen when the home page opens.
const ELSEWHERE = [
  'SportLobby.tsx',
  'MarkSixPage.tsx',
  'RacingPage.tsx',
  'MyBets.tsx',
  'BetSlip.tsx',
  'CricketSlip.tsx',
  'WalletModal.tsx',
  'SignInDialog.tsx',
  'InviteWindow.tsx',
  'ProfilePage.tsx',
]
const named = (sources: string[], name: string) => sources.filter((s) => s.includes(`/${name}`))

describe('the home page before interaction', () => {
  it(`fetches at most ${HOME_BUDGET_GZIP / 1024} KB of JS and CSS (gzip)`, () => {
    const home = routeBytes(DIST).find((r) => r.path === '/')
    expect(home).toBeDefined()
    expect(home?.gzip).toBeLessThanOrEqual(HOME_BUDGET_GZIP)
  })

  it('does not load the other pages, the drawer or the dialogs: they come on navigation or opening', () => {
    const shell = shellSources(DIST)
    const everywhere = allSources(DIST)
    for (const name of ELSEWHERE) {
      // Still in the build under this name, so a rename cannot turn this check into a pass.
      expect(named(everywhere, name), name).not.toEqual([])
      expect(named(shell, name), name).toEqual([])
    }
    // Route options load with every page: their search is validated without zod.
    expect(shell.filter((s) => s.includes('/node_modules/zod/'))).toEqual([])
  })

  it('carries nothing of the back office: its pages, schemas, QR code and texts load under /backoffice', () => {
    const shell = shellSources(DIST)
    const backoffice = (s: string) =>
      s.includes('/features/backoffice/') ||
      s.includes('/contract/backoffice') ||
      s.includes('/node_modules/qrcode.react/') ||
      s.endsWith('/backoffice.po')
    expect(allSources(DIST).filter(backoffice).length).toBeGreaterThan(5)
    expect(shell.filter(backoffice)).toEqual([])
  })

  it("has the texts of every module it loads in the boot catalog, not in a screen's (lingui.config.ts IN_SHELL)", () => {
    const shell = new Set(shellSources(DIST).map((s) => s.replace(/^(\.\.\/)+/, '')))
    const boot = readCatalog('en')
    const [, ...screens] = playerCatalogs()
    expect(screens.length).toBeGreaterThan(3)
    const outside = screens.flatMap((name) =>
      [...readCatalog('en', name)]
        .filter(([id, { files }]) => files.some((f) => shell.has(f)) && !boot.has(id))
        .map(([id]) => `${name}: ${id}`),
    )
    expect(outside).toEqual([])
    // The check sees the shell's feature modules at all.
    expect([...shell].filter((f) => f.startsWith('src/features/sports/')).length).toBeGreaterThan(0)
  })

  it('every script and stylesheet over 1 KB has brotli and gzip copies of the same bytes', () => {
    const assets = join(DIST, 'assets')
    const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f))
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const path = join(assets, file)
      const bytes = readFileSync(path)
      if (bytes.length < 1024) continue
      expect(existsSync(`${path}.br`), file).toBe(true)
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(bytes), file).toBe(true)
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(bytes), file).toBe(true)
    }
  })
})
