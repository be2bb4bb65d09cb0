import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { z } from 'zod';

/** The repository root (three levels above this file), where `./data` lives by default. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const ZPort = z.coerce.number().int().min(1).max(65535);
const ZUrl = z.url({ error: 'must be a URL' });

const ZEnv = z.object({
  API_PORT: ZPort.default(4000),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Shared with the web server, whose calls show it (so they count against the browser, not the web). */
  WEB_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_ORIGIN: ZUrl.default('http://localhost:3000'),
  IMAGE_BASE_URL: ZUrl.optional(),
  /** The API as browsers and mail clients reach it (an email's one-click unsubscribe posts there). */
  PUBLIC_API_URL: ZUrl.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: ZBool.default(true),
  /** Requests per minute per IP for the whole API; 0 turns the global limit off (benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  /** How long the public catalogue answers are kept (decision 007); 0 keeps none (the uncached bench). */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Proxies in front of the API (a load balancer) whose X-Forwarded-For is believed; none by default.
   * The web server is not one: it shows WEB_SECRET instead.
   */
  TRUST_PROXY: z.string().default(''),
  /** Web push (RFC 8292): the key pair the push services check our messages against. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url')
    .optional(),
  /** Who the push services can reach about our messages: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: address')
    .default('mailto:support@bazaar.example'),
});

export type Env = {
  apiPort: number;
  apiHost: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  webSecret: string;
  webOrigin: string;
  imageBaseUrl: string;
  publicApiUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  rateLimitMax: number;
  catalogueCacheMs: number;
  trustProxy: string | false;
  vapid: { publicKey: string; privateKey: string; subject: string };
};

/** Thrown with every bad variable named, so one start shows all of them. */
export class EnvError extends Error {}

/** Parses the environment once at boot; secrets missing from it come from DATA_DIR/secrets.json. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR
    ? isAbsolute(e.DATA_DIR)
      ? e.DATA_DIR
      : resolve(REPO_ROOT, e.DATA_DIR)
    : join(REPO_ROOT, 'data');
  const unset = (['JWT_SECRET', 'WEB_SECRET'] as const).filter((name) => !e[name]);
  const stored = unset.length > 0 ? ensureSecrets(dataDir, [...unset]) : {};
  const jwtSecret = e.JWT_SECRET ?? stored.JWT_SECRET!;
  const webSecret = e.WEB_SECRET ?? stored.WEB_SECRET!;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new EnvError(
      'Invalid environment variables:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const vapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { VAPID_PUBLIC_KEY: e.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: e.VAPID_PRIVATE_KEY }
      : ensureVapidKeys(dataDir);
  return {
    apiPort: e.API_PORT,
    apiHost: e.API_HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret,
    webSecret,
    webOrigin: e.WEB_ORIGIN.replace(/\/$/, ''),
    imageBaseUrl: (e.IMAGE_BASE_URL ?? `http://localhost:${e.API_PORT}/uploads`).replace(/\/$/, ''),
    publicApiUrl: (e.PUBLIC_API_URL ?? `http://localhost:${e.API_PORT}/api`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM || undefined,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    rateLimitMax: e.RATE_LIMIT_MAX,
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    trustProxy: e.TRUST_PROXY.trim() || false,
    vapid: {
      publicKey: vapid.VAPID_PUBLIC_KEY,
      privateKey: vapid.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
    },
  };
}

/**
 * Reads DATA_DIR/secrets.json, generating any of `names` it lacks, and keeps every other key
 * (the web's NEXTAUTH_SECRET lives in the same file). Created once, so restarts keep sessions.
 */
export function ensureSecrets(
  dataDir: string,
  names: string[],
  generate: (missing: string[]) => Record<string, string> = (missing) =>
    Object.fromEntries(missing.map((name) => [name, randomBytes(48).toString('base64url')])),
): Record<string, string> {
  const file = join(dataDir, 'secrets.json');
  const current: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = names.filter((n) => !current[n]);
  if (missing.length === 0) return current;
  Object.assign(current, generate(missing));
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(current, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
  return current;
}

/**
 * The web push key pair from DATA_DIR/secrets.json, made once (a P-256 pair, base64url: the public key
 * uncompressed, as browsers take it in `applicationServerKey`). Both are made anew if either is missing.
 */
export function ensureVapidKeys(dataDir: string): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const stored = ensureSecrets(dataDir, ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], () => {
    const keys = webpush.generateVAPIDKeys();
    return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
  });
  return {
    VAPID_PUBLIC_KEY: stored.VAPID_PUBLIC_KEY!,
    VAPID_PRIVATE_KEY: withLeadingZeros(stored.VAPID_PRIVATE_KEY!, VAPID_PRIVATE_KEY_BYTES),
  };
}

/** A P-256 private key's length, as web push takes it (web-push refuses any other). */
const VAPID_PRIVATE_KEY_BYTES = 32;

/**
 * `key` (base64url) at `bytes` bytes: Node's ECDH gives a private key without its leading zero bytes,
 * and the pairs this file made with it before web-push's own generator (one in 256) were stored short.
 */
function withLeadingZeros(key: string, bytes: number): string {
  const raw = Buffer.from(key, 'base64url');
  return raw.length >= bytes
    ? key
    : Buffer.concat([Buffer.alloc(bytes - raw.length), raw]).toString('base64url');
}
