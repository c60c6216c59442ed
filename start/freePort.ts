import { execFileSync } from 'node:child_process'

/**
 * A loopback port the OS has just handed out and taken back, for a child that must bind it itself
 * (PostgreSQL, a server process): never a guess from a range other test files guess from too.
 * Another process may take it before the child binds it, so callers retry on a clash. Synchronous
 * (a short child process) so that synchronous starters can use it.
 */
export function freePort(): number {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close() })"
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))
}
