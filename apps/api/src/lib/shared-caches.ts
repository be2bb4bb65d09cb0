import type { Redis } from 'ioredis';
import { createInstanceBus, type InstanceBus } from './instance-bus.ts';
import type { MicroCache } from './micro-cache.ts';

/**
 * Caches whose `clear()` reaches every API instance: a write through one instance clears its own copy
 * at once and the others' as soon as the message arrives (docs/decisions/007), instead of leaving them
 * to serve what they held until it expires. `caches` are this instance's own, by name.
 */
export async function shareCacheClears<const Name extends string>(opts: {
  redis: Redis | null;
  channel: string;
  caches: Record<Name, MicroCache>;
  log: (err: unknown) => void;
}): Promise<{ caches: Record<Name, MicroCache>; bus: InstanceBus<Name> }> {
  const names = Object.keys(opts.caches) as Name[];
  const bus = await createInstanceBus<Name>({
    redis: opts.redis,
    channel: opts.channel,
    parse: (value) => (names.includes(value as Name) ? (value as Name) : null),
    onMessage: (name) => opts.caches[name].clear(),
    log: opts.log,
  });
  const shared = Object.fromEntries(
    names.map((name) => [
      name,
      {
        ...opts.caches[name],
        clear: () => {
          void bus.announce(name);
        },
      } satisfies MicroCache,
    ]),
  ) as Record<Name, MicroCache>;
  return { caches: shared, bus };
}
