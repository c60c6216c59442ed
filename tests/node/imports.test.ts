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
