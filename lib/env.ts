import { z } from 'zod';

/**
 * The one place that reads `process.env`. Every variable is validated once; a bad value stops
 * start-up (next.config.ts calls `loadEnv()`) with a message naming the variable. Documented in
 * `.env.example`.
 */

const rateLimitPolicy = z
  .string()
  .regex(/^(off|[1-9]\d{0,5}\/[1-9]\d{0,5})$/, 'must be "off" or "<requests>/<seconds>", e.g. 10/60')
  .transform((value) => {
    if (value === 'off') return null;
    const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
    return { limit, windowSeconds };
  })
  .refine((policy) => !policy || policy.windowSeconds <= 86_400, 'the window is at most 86400 seconds (one day)');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  RATE_LIMIT: rateLimitPolicy.prefault('10/60'),
});

export type Env = Omit<z.output<typeof envSchema>, 'SITE_URL'> & { SITE_URL: string };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates a set of variables (process.env by default); empty strings count as unset. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}: ${issue.message} (got ${JSON.stringify(present[name])})`;
    });
    throw new EnvError(`Invalid environment; fix these variables (see .env.example):\n${problems.join('\n')}`);
  }
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { ...env, SITE_URL: siteUrl };
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
