import { createHash } from 'node:crypto'
import { chmodSync, rmSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { OpsResult } from './commands.ts'

/**
 * The local admin channel: PGlite lets one process open `DATA_DIR`, so while the server runs the
 * operator's command hands its arguments to the server over a Unix socket and prints the answer.
 * The socket is the caller's proof: only the account that owns the data directory can open it
 * (mode 0600), and it can do no more than that account could do to the database files anyway.
 * Nothing listens on the network.
 */
export function opsSocketPath(dataDir: string) {
  const inDir = join(resolve(dataDir), 'ops.sock')
  // Unix socket paths are limited to about 107 bytes; a deep data directory gets one in /tmp.
  if (Buffer.byteLength(inDir) < 100) return inDir
  const id = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16)
  return join(tmpdir(), `betsuite-ops-${id}.sock`)
}

const MAX_REQUEST = 64 * 1024

/** Listens for commands on the data directory's socket; resolves to the function that stops it. */
export async function listenForOps(
  dataDir: string,
  run: (argv: string[]) => Promise<OpsResult>,
): Promise<() => Promise<void>> {
  const path = opsSocketPath(dataDir)
  // Whoever made a socket file here has stopped (this process holds the database): it is stale.
  rmSync(path, { force: true })
  const server = createServer((socket) => {
    let buffered = ''
    socket.setEncoding('utf8')
    socket.on('error', () => socket.destroy())
    socket.on('data', async (chunk: string) => {
      buffered += chunk
      if (buffered.length > MAX_REQUEST) return socket.destroy()
      const end = buffered.indexOf('\n')
      if (end < 0) return
      socket.pause()
      let answer: OpsResult
      try {
        const { argv } = JSON.parse(buffered.slice(0, end)) as { argv: unknown }
        if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) throw new Error('bad request')
        answer = await run(argv)
      } catch {
        answer = { stdout: '', stderr: 'the server could not read the command\n', exitCode: 2 }
      }
      socket.end(`${JSON.stringify(answer)}\n`)
    })
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(path, () => {
      server.off('error', fail)
      done()
    })
  })
  chmodSync(path, 0o600)
  return () =>
    new Promise<void>((done) => {
      server.close(() => done())
    })
}

/**
 * Sends a command to the server running on `dataDir`. Resolves to null when no server listens
 * there (no socket, or one left by a server that stopped), so the caller opens the database itself.
 */
export function sendToServer(dataDir: string, argv: readonly string[]): Promise<OpsResult | null> {
  return new Promise((done, fail) => {
    const socket = createConnection(opsSocketPath(dataDir))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv })}\n`))
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('end', () => {
      try {
        done(JSON.parse(answer) as OpsResult)
      } catch {
        fail(new Error('the running server gave no answer to the command'))
      }
    })
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') done(null)
      else fail(err)
    })
  })
}
