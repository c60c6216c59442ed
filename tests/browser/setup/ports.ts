/** Fixed loopback ports for the servers the browser tests talk to (through Vite's proxy). */
export const TEST_API_PORT = Number(process.env.TEST_API_PORT ?? 18181)
export const TEST_SCENARIO_PORT = Number(process.env.TEST_SCENARIO_PORT ?? 18182)
