import type { Role } from '@bazaar/shared/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.ts';
import type { VendorRow } from '../db/schema/shop.ts';
import type { AuthSessionRow, UserRow } from '../db/schema/users.ts';
import { AppError } from '../lib/app-error.ts';
import { type VerifiedClaims, verifyAccessToken } from '../lib/tokens.ts';

export type AuthHook = (request: FastifyRequest) => Promise<void>;

/**
 * What the plugin reads, given by the app (platform/auth's and the Shop's vendor repos), so a plugin
 * imports no area.
 */
export type AuthPluginOptions = {
  jwtSecret: string;
  findUserById: (db: Executor, id: string) => Promise<UserRow | undefined>;
  findSessionById: (db: Executor, id: string) => Promise<AuthSessionRow | undefined>;
  findVendorOfUser: (db: Executor, userId: string) => Promise<VendorRow | undefined>;
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyInstance {
    requireAuth: AuthHook;
    requireRole: (role: Role) => AuthHook;
    requireVendor: AuthHook;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The session (auth_sessions) the request's token belongs to. */
    sessionId: string | null;
    vendor: VendorRow | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The scheme is case-insensitive (RFC 7235 §2.1): `bearer`, `Bearer` and `BEARER` are one. */
const BEARER_SCHEME = /^bearer[ \t]+(\S+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header, or '' when there is none. */
export function bearerTokenOf(header: string | undefined): string {
  return header?.match(BEARER_SCHEME)?.[1] ?? '';
}

/** Admin routes accept super admins too (docs/product-rules.md "Roles and guards"). */
export function hasRole(roles: readonly string[], role: Role): boolean {
  return roles.includes(role) || (role === 'Admin' && roles.includes('SuperAdmin'));
}

/** The signed-in user of a request that passed requireAuth. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return request.user;
}

/** The signed-in person's id, on a route behind requireAuth or requireRole. */
export const currentUserId = (request: FastifyRequest): string => currentUser(request).id;

/** The signed-in vendor's store, on a route behind requireVendor. */
export function currentVendor(request: FastifyRequest): VendorRow {
  // requireVendor answers 404 itself, so a missing store here is a route without the hook.
  if (!request.vendor) throw new Error('currentVendor needs the requireVendor hook on the route');
  return request.vendor;
}

/**
 * Writes the role a hook checks into the config of each route it guards (`config.requiredRole`), for the
 * API document's 403 (plugins/swagger.ts). `this` of a decorator is the plugin that calls it: a hook
 * passed in a route's own options guards that route alone; one the plugin adds with addHook (always
 * before its routes) guards every route the plugin declares.
 */
function markGuardedRoutes(instance: FastifyInstance, hook: AuthHook, role: Role): void {
  let isRouteOwn = false;
  instance.addHook('onRoute', (route) => {
    const own = ([] as unknown[]).concat(route.onRequest ?? []).includes(hook);
    if (own) isRouteOwn = true;
    if (own || !isRouteOwn) route.config = { ...route.config, requiredRole: role };
  });
}

/**
 * Bearer tokens → request.user. A primary-key lookup of the user and one of the session per request
 * (each kept USER_CACHE_TTL_MS, evicted on every instance by a revocation), so a block, a password
 * change or a role change (each bumps session_version) ends every older token at once (445), and a
 * sign-out ends the tokens of its session (docs/decisions/033).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: AuthPluginOptions) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('vendor', null);

    // A token never changes, so its signature check can be remembered until it expires; the
    // session version and status are still checked against the user on every request.
    const verified = new Map<string, VerifiedClaims>();
    const verifyCached = async (token: string): Promise<VerifiedClaims | null> => {
      const hit = verified.get(token);
      if (hit && hit.exp * 1000 > Date.now()) return hit;
      const claims = await verifyAccessToken(opts.jwtSecret, token);
      if (claims) {
        if (verified.size >= 10_000) verified.clear();
        verified.set(token, claims);
      }
      return claims;
    };

    const requireAuth: AuthHook = async (request) => {
      if (request.user) return;
      const token = bearerTokenOf(request.headers.authorization);
      if (!token) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
      const claims = await verifyCached(token);
      if (!claims || !UUID.test(claims.sub) || !UUID.test(claims.sid)) {
        throw new AppError('UNAUTHORIZED', 'Your session is invalid or has expired. Please sign in again.');
      }
      const user = await app.deps.userCache.getOrLoad(claims.sub, (id) => opts.findUserById(app.db, id));
      if (!user) throw new AppError('UNAUTHORIZED', 'Your account no longer exists. Please sign in again.');
      if (user.status === 'blocked') throw new AppError('SESSION_REVOKED', 'Your account is blocked');
      if (user.sessionVersion !== claims.sv) {
        throw new AppError('SESSION_REVOKED', 'Your session has ended. Please sign in again.');
      }
      const session = await app.deps.sessionCache.getOrLoad(claims.sid, (id) =>
        opts.findSessionById(app.db, id),
      );
      if (
        !session ||
        session.userId !== user.id ||
        session.revokedAt ||
        session.expiresAt.getTime() <= Date.now()
      ) {
        throw new AppError('SESSION_REVOKED', 'You have signed out of this session. Please sign in again.');
      }
      request.user = user;
      request.sessionId = session.id;
    };

    app.decorate('requireAuth', requireAuth);
    app.decorate('requireRole', function (this: FastifyInstance, role: Role): AuthHook {
      const hook: AuthHook = async (request) => {
        await requireAuth(request);
        if (!hasRole(currentUser(request).roles, role)) {
          throw new AppError('FORBIDDEN', `This needs the ${role} role`);
        }
      };
      markGuardedRoutes(this, hook, role);
      return hook;
    });

    // request.vendor: the signed-in user's store, looked up once per request. Registered as a
    // preHandler after requireRole('Vendor') on onRequest, so a bad request is still a 400 before
    // the store is looked up. A super admin can grant the Vendor role without a store: 404.
    app.decorate('requireVendor', async (request: FastifyRequest) => {
      if (request.vendor) return;
      const vendor = await opts.findVendorOfUser(app.db, currentUser(request).id);
      if (!vendor) throw new AppError('NOT_FOUND', 'You do not have a store yet');
      request.vendor = vendor;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
