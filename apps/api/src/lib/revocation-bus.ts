import { createInstanceBus, type InstanceBus } from './instance-bus.ts';

/** A session signed out, or every session of a user (sign out everywhere, a bumped session version). */
export type Revocation = { sessionId: string } | { userId: string };

/**
 * Tells every API instance to forget what it cached about a revoked session or user. The database
 * is the truth (docs/decisions/033); this only closes the caches' window (a lost message leaves an
 * instance at most USER_CACHE_TTL_MS behind).
 */
export type RevocationBus = InstanceBus<Revocation>;

function parse(value: unknown): Revocation | null {
  const fields = (value ?? {}) as Record<string, unknown>;
  if (typeof fields.sessionId === 'string') return { sessionId: fields.sessionId };
  if (typeof fields.userId === 'string') return { userId: fields.userId };
  return null;
}

export function createRevocationBus(opts: {
  redis: Parameters<typeof createInstanceBus>[0]['redis'];
  channel: string;
  onRevoked: (revocation: Revocation) => void;
  log: (err: unknown) => void;
}): Promise<RevocationBus> {
  return createInstanceBus({ ...opts, parse, onMessage: opts.onRevoked });
}
