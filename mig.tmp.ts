import { PGlite } from '@electric-sql/pglite'
import { openDatabase } from './server/db/client.ts'
let t = performance.now()
const d = await openDatabase({ dataDir: 'memory://' })
console.log('open+migrate', Math.round(performance.now() - t))
t = performance.now()
const c = new PGlite(); await c.waitReady
console.log('bare pglite', Math.round(performance.now() - t))
t = performance.now()
const raw = (d.db as any).$client as PGlite
const dump = await raw.dumpDataDir('none')
console.log('dump', Math.round(performance.now() - t), dump.size)
t = performance.now()
const e = new PGlite({ loadDataDir: dump }); await e.waitReady
console.log('load', Math.round(performance.now() - t), (await e.query('select count(*) from users')).rows)
