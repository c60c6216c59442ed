import type { FastifyBaseLogger } from 'fastify'

/**
 * Runs a background job now and then every `ms` after the previous run has finished, so a slow
 * run (pricing a day of fixtures) never overlaps the next. Failures are logged; the job goes on.
 * `lead` says whether this process does the job this time (of several processes on one database,
 * one does: Database.lead); one that does not asks again at the next turn, to take over.
 */
export function runEvery(
  name: string,
  ms: number,
  job: () => Promise<unknown>,
  log: FastifyBaseLogger,
  lead: (name: string) => Promise<boolean> = async () => true,
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const run = async () => {
    try {
      if (await lead(name)) await job()
    } catch (err) {
      log.error({ err }, `${name} failed`)
    }
    if (!stopped) timer = setTimeout(run, ms)
  }
  const first = run()
  return {
    first,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
