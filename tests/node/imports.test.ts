import { describe, expect, it } from 'vitest'
import { importCycles } from '../../bench/cycles.ts'

/** Imports flow one way (architecture.md); a cycle that creeps back fails here, named. */
describe('imports flow one way', () => {
  it('no file of the server, the contract or the engine imports itself round a loop', () => {
    expect(importCycles(['server', 'contract', 'workers/engine']).cycles).toEqual([])
  })

  it('no folder of the server loads another that loads it back', () => {
    const found = importCycles(['server'], { byFolder: true, runtime: true })
    expect(found.cycles).toEqual([])
    expect(found.twoWay).toEqual([])
  })

  it('the contract and the engine import nothing of the server, the engine nothing of the contract', () => {
    const { imports } = importCycles(['server', 'contract', 'workers/engine'])
    const upward = [...imports].flatMap(([file, targets]) =>
      targets
        .filter((t) =>
          file.startsWith('workers/engine/')
            ? t.startsWith('server/') || t.startsWith('contract/')
            : file.startsWith('contract/') && t.startsWith('server/'),
        )
        .map((t) => `${file} → ${t}`),
    )
    expect(upward).toEqual([])
  })

  it('a module of the server is reached only through its index.ts (its tables through tables.ts)', () => {
    const { imports } = importCycles(['server'])
    const moduleOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1]
    // context.ts names the services every module is handed; every route imports it, so reaching
    // those types through the modules' index files would make it import itself round a loop.
    const deep = [...imports]
      .filter(([file]) => file !== 'server/context.ts')
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => {
            const owner = moduleOf(t)
            if (!owner || owner === moduleOf(file)) return false
            const entry = t.slice(`server/modules/${owner}/`.length)
            // A table's foreign keys name other modules' tables: tables.ts loads nothing else.
            return entry !== 'index.ts' && entry !== 'tables.ts'
          })
          .map((t) => `${file} → ${t}`),
      )
    expect(deep).toEqual([])
  })

  it('the server imports nothing of the client', () => {
    const { imports } = importCycles(['server', 'src'])
    const outside = [...imports]
      .filter(([file]) => file.startsWith('server/'))
      .flatMap(([file, targets]) => targets.filter((t) => t.startsWith('src/')).map((t) => `${file} → ${t}`))
    expect(outside).toEqual([])
  })

  it('the sandbox studio and the site import nothing of each other: only the wire contract is shared', () => {
    const { imports } = importCycles(['server', 'studio', 'start'])
    // The start-up code (start/) mounts the studio next to the site; the site's test harness builds
    // the site through it, as npm start does.
    const across = [...imports].flatMap(([file, targets]) =>
      targets
        .filter((t) =>
          file.startsWith('studio/')
            ? t.startsWith('server/') || t.startsWith('start/')
            : file.startsWith('server/') &&
              !file.startsWith('server/test/') &&
              (t.startsWith('studio/') || t.startsWith('start/')),
        )
        .map((t) => `${file} → ${t}`),
    )
    expect(across).toEqual([])
  })
})
