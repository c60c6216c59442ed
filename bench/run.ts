// Runs every bench/*.bench.ts in turn; each prints its own numbers.
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

const dir = fileURLToPath(new URL('.', import.meta.url))
const only = process.argv[2]
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort()

if (files.length === 0) console.log('no benchmarks yet')
for (const file of files) {
  console.log(`\n# ${file}`)
  await import(pathToFileURL(`${dir}/${file}`).href)
}
