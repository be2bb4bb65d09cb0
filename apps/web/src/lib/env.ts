import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './client-address';

function isProxyListValid(value: string): boolean {
  try {
    parseTrustedProxies(value);
    return true;
  } catch {
    return false;
  }
}

/** Server-side environment, parsed once at start: every bad variable is named in the error. */
const ZServerEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_URL: z.url().default('http://127.0.0.1:4000/api'),
  PUBLIC_API_URL: z.url().default('http://localhost:4000/api'),
  IMAGE_BASE_URL: z.url().optional(),
  API_PORT: z.coerce.number().int().positive().default(4000),
  NEXTAUTH_URL: z.url().default('http://localhost:3000'),
  NEXTAUTH_SECRET: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  /** Shared with the API: the web server's calls show it, so they count against the browser. */
  WEB_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Read as the API reads it (same values, same default): the sign-in page lists the demo accounts
   * only when the demo data that holds them is seeded.
   */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .default('true')
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  /** Proxies in front of the web (a load balancer) whose X-Forwarded-For is believed; none by default. */
  WEB_TRUST_PROXY: z
    .string()
    .default('')
    .refine(isProxyListValid, 'must list IP addresses, CIDR ranges or "loopback", separated by commas'),
});
export type TServerEnv = z.infer<typeof ZServerEnv>;

let cached: TServerEnv | null = null;

/** Reads the environment lazily so `next build` never needs run-time values. */
export function getServerEnv(): TServerEnv {
  if (cached) return cached;
  const parsed = ZServerEnv.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** What the browser needs at run time; handed from the root layout to a client context. */
export type TPublicConfig = { apiUrl: string; imageBaseUrl: string; siteUrl: string };

export function getPublicConfig(): TPublicConfig {
  const env = getServerEnv();
  return {
    apiUrl: trimSlash(env.PUBLIC_API_URL),
    imageBaseUrl: trimSlash(env.IMAGE_BASE_URL ?? `http://localhost:${env.API_PORT}/uploads`),
    siteUrl: trimSlash(env.NEXTAUTH_URL),
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** DATA_DIR, default `./data` at the repository root (the web app runs from apps/web). */
function resolveDataDir(): string {
  const env = getServerEnv();
  if (env.DATA_DIR) return path.resolve(env.DATA_DIR);
  const cwd = process.cwd();
  const fromWorkspace = path.resolve(cwd, '../../data');
  return path.basename(path.dirname(cwd)) === 'apps' ? fromWorkspace : path.resolve(cwd, 'data');
}

/** The proxies WEB_TRUST_PROXY names (parsed once). */
let cachedProxies: TrustedProxies | null = null;
export function getTrustedProxies(): TrustedProxies {
  cachedProxies ??= parseTrustedProxies(getServerEnv().WEB_TRUST_PROXY);
  return cachedProxies;
}

const DEV_ONLY_SECRET = 'bazaar-dev-only-nextauth-secret-do-not-use-in-production';
let cachedSecret: string | null = null;

/**
 * NEXTAUTH_SECRET, else the one the start script keeps in DATA_DIR/secrets.json (so restarts keep
 * sessions), else — outside production only — a fixed development secret with a loud warning.
 */
export function getAuthSecret(): string {
  if (cachedSecret) return cachedSecret;
  const env = getServerEnv();
  const secret =
    env.NEXTAUTH_SECRET ?? readStoredSecret('NEXTAUTH_SECRET', 'nextAuthSecret', 'nextauthSecret');
  if (secret) {
    cachedSecret = secret;
    return secret;
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'NEXTAUTH_SECRET is missing: set it, or start the app with `npm start`, which generates one.',
    );
  }
  console.warn(
    '\n⚠️  NEXTAUTH_SECRET is not set and DATA_DIR/secrets.json has none: using a fixed DEVELOPMENT-ONLY secret.\n',
  );
  cachedSecret = DEV_ONLY_SECRET;
  return cachedSecret;
}

let cachedWebSecret: string | null | undefined;

/**
 * WEB_SECRET, else the one the start script (or the API) keeps in DATA_DIR/secrets.json. Missing
 * in production is an error; in development the web then calls the API as one plain client.
 */
export function getWebSecret(): string | null {
  if (cachedWebSecret !== undefined) return cachedWebSecret;
  const env = getServerEnv();
  const secret = env.WEB_SECRET ?? readStoredSecret('WEB_SECRET') ?? null;
  if (!secret && env.NODE_ENV === 'production') {
    throw new Error("WEB_SECRET is missing: set it to the API's, or start the app with `npm start`.");
  }
  if (!secret) {
    console.warn(
      '\n⚠️  WEB_SECRET is not set and DATA_DIR/secrets.json has none: the API will count every browser as this web server.\n',
    );
  }
  cachedWebSecret = secret;
  return secret;
}

/** The first of `names` that DATA_DIR/secrets.json holds. */
function readStoredSecret(...names: string[]): string | undefined {
  const file = path.join(resolveDataDir(), 'secrets.json');
  if (!existsSync(file)) return undefined;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const value = names.map((name) => data[name]).find((v) => typeof v === 'string' && v.length > 0);
    return value as string | undefined;
  } catch {
    return undefined;
  }
}
