import { z } from 'zod'

/** Every setting the server reads, with its default; README "Configuration" mirrors this list. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  JWT_SECRET: z.string().min(32).optional(),
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
  /** 'off' only for test servers shared by many test files; refused in production mode. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Betsuite <no-reply@betsuite.local>'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
})

export type Config = z.infer<typeof schema>

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  if (parsed.data.APP_MODE === 'production' && !parsed.data.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production mode (32+ characters)')
  }
  if (parsed.data.APP_MODE === 'production' && parsed.data.RATE_LIMITS === 'off') {
    throw new Error('Invalid configuration:\n  RATE_LIMITS: cannot be off in production mode')
  }
  return parsed.data
}
