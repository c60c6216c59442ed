import { z } from 'zod'
import { parseTrustProxy } from './http/trustProxy.ts'

/** Every setting the server reads, with its default; README "Configuration" mirrors this list. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** A streaming replica of DATABASE_URL's database for lobbies and results (README "Scaling"). */
  DATABASE_REPLICA_URL: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  JWT_SECRET: z.string().min(32).optional(),
  /** Seals operators' TOTP secrets; defaults to JWT_SECRET's (set it apart so JWT_SECRET can rotate). */
  OPERATOR_SECRET_KEY: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  REFRESH_ABSOLUTE_TTL_S: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /**
   * The bearer token GET /metrics asks for (32+ characters). Unset, the metrics are open in demo
   * mode and not served at all in production: route names and counts are for the operator only.
   */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** 'off' only for test servers shared by many test files; refused in production mode. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Proxies allowed to name the client: addresses/CIDRs comma-separated, or a hop count; unset trusts none. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform(parseTrustProxy)
    .refine((v) => v !== null, 'addresses or CIDRs, comma-separated, or a hop count')
    .transform((v) => v ?? false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Betsuite <no-reply@betsuite.local>'),
  /** An HTTP SMS gateway: POST {to, text} as JSON with SMS_TOKEN as bearer token. */
  SMS_URL: z.string().url().optional(),
  SMS_TOKEN: z.string().min(1).optional(),
  /** The site's day for the back office's figures ("today"): an IANA time zone. */
  SITE_TIMEZONE: z
    .string()
    .default('Asia/Hong_Kong')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'an IANA time zone, e.g. Asia/Hong_Kong'),
  /** The live studio's round rhythm in demo mode, ms: betting,dealing,result (live.md). */
  LIVE_PHASES_MS: z
    .string()
    .regex(/^\d{2,7},\d{2,7},\d{2,7}$/, 'three lengths in ms: betting,dealing,result')
    .default('15000,6000,5000'),
  /** Web Push (VAPID, base64url): both keys, or neither (demo mode then keeps a generated pair; production has no push). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'the uncompressed P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'the P-256 private key, base64url (43 characters)')
    .optional(),
  /** Who the push services can reach about this site: mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: address')
    .optional(),
  /**
   * Test push services the server may post to though they are not public https services (a local
   * one in the tests): origins, comma-separated. Refused in production mode.
   */
  PUSH_TEST_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
      for (const o of origins) {
        if (!URL.canParse(o) || new URL(o).origin !== o)
          ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host:port): ${o}` })
      }
      return origins
    }),
  /** Unset: true in demo mode, false in production (where true is refused). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
})

export type Config = Omit<z.infer<typeof schema>, 'SEED_DEMO'> & { SEED_DEMO: boolean }

/**
 * What production mode cannot run without, or must not run with: demo accounts and passwords
 * are public, and one-time codes that cannot be delivered lock players out.
 */
function productionProblems(c: z.infer<typeof schema>) {
  const problems: string[] = []
  if (c.SEED_DEMO === true)
    problems.push('SEED_DEMO: cannot be true in production mode (demo accounts are public)')
  if (!c.SMTP_URL) problems.push('SMTP_URL: required in production mode (e-mail codes must reach the player)')
  if (!c.SMS_URL) problems.push('SMS_URL: required in production mode (SMS codes must reach the player)')
  if (c.PUSH_TEST_ORIGINS.length)
    problems.push(
      'PUSH_TEST_ORIGINS: cannot be set in production mode (push goes to public https services only)',
    )
  return problems
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  if (parsed.data.APP_MODE === 'production' && !parsed.data.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production mode (32+ characters)')
  }
  if (!parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither')
  }
  if (parsed.data.APP_MODE === 'production' && parsed.data.RATE_LIMITS === 'off') {
    throw new Error('Invalid configuration:\n  RATE_LIMITS: cannot be off in production mode')
  }
  const problems = parsed.data.APP_MODE === 'production' ? productionProblems(parsed.data) : []
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  return { ...parsed.data, SEED_DEMO: parsed.data.SEED_DEMO ?? parsed.data.APP_MODE === 'demo' }
}
