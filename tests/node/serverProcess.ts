import { type ChildProcess, spawn } from 'node:child_process'
import { vi } from 'vitest'
import { freePort } from '../../start/freePort.ts'

/** Polls `probe` until it answers something truthy (a state to reach, never a guessed time). */
export function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeout = 60_000) {
  return vi.waitFor(
    async () => {
      const value = await probe()
      if (!value) throw new Error(`never reached: ${what}`)
      return value
    },
    { timeout, interval: 50 },
  )
}

/**
 * The real server (start/main.ts) as its own process, to be killed with SIGKILL and started
 * again on the same port. The port comes from the OS when the process first starts; should another
 * process take it first, the server exits and starts again on another.
 */
export function serverProcess(env: Record<string, string>) {
  let port = 0
  let child: ChildProcess | null = null
  const server = {
    get base() {
      return `http://127.0.0.1:${port}`
    },
    /** Starts the server (with `extra` settings on top) and resolves once /health answers. */
    async start(extra: Record<string, string> = {}) {
      for (let attempt = 1; ; attempt++) {
        if (!port || attempt > 1) port = freePort()
        const started = spawn(process.execPath, ['start/main.ts'], {
          env: {
            ...process.env,
            HOST: '127.0.0.1',
            LOG_LEVEL: 'silent',
            ...env,
            ...extra,
            PORT: String(port),
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        })
        child = started
        let stderr = ''
        started.stderr?.on('data', (chunk) => {
          stderr = (stderr + String(chunk)).slice(-4000)
        })
        const outcome = await until(async () => {
          if (started.exitCode !== null || started.signalCode !== null) return 'exited'
          return (await fetch(`${server.base}/health`).catch(() => null))?.ok && 'up'
        }, 'health')
        if (outcome === 'up') return
        child = null
        if (!/EADDRINUSE/.test(stderr) || attempt >= 5) throw new Error(`server did not start:\n${stderr}`)
      }
    },
    /** SIGKILL, and resolves once the process is gone (its port free for the next start). */
    async kill() {
      const running = child
      child = null
      if (!running || running.exitCode !== null || running.signalCode !== null) return
      const gone = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGKILL')
      await gone
    },
  }
  return server
}
