import { freePort } from '../../../start/freePort.ts'

/**
 * The loopback ports of the servers the browser tests talk to (through Vite's proxy): from
 * TEST_API_PORT / TEST_SCENARIO_PORT if set, else free ones from the OS. vite.config.ts (its proxy)
 * and the global setup (its servers) each load this file, in the one Vitest process: the first
 * writes its choice into the environment, so the second, and every worker, reads the same ports.
 */
function port(name: 'TEST_API_PORT' | 'TEST_SCENARIO_PORT', outsideTests: number) {
  if (!process.env[name]) {
    if (!process.env.VITEST) return outsideTests
    process.env[name] = String(freePort())
  }
  return Number(process.env[name])
}

export const TEST_API_PORT = port('TEST_API_PORT', 18181)
export const TEST_SCENARIO_PORT = port('TEST_SCENARIO_PORT', 18182)
