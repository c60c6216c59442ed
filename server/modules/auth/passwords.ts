import { type Algorithm, hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
// Algorithm.Argon2id is a const enum, which type stripping cannot inline.
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, options)

export async function verifyPassword(stored: string, password: string) {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

/** Verifying against a fixed hash for unknown accounts keeps sign-in time from revealing which exist. */
let dummyHash: Promise<string> | undefined
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-1')
  await verifyPassword(await dummyHash, password)
}
