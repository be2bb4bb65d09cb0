// No zod here: the web's route guard and menus import this in the browser (ZRole lives in auth.ts).

export const ROLES = ['User', 'Vendor', 'Admin', 'SuperAdmin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The one route → role table (docs/product-rules.md "Roles and guards"). The longest matching prefix wins. A
 * route that needs a role also needs a session; `null` means public.
 */
export const ROUTE_ROLES: ReadonlyArray<{ prefix: string; role: Role }> = [
  { prefix: '/user', role: 'User' },
  { prefix: '/vendor', role: 'Vendor' },
  { prefix: '/admin', role: 'Admin' },
  { prefix: '/admin/admins', role: 'SuperAdmin' },
  { prefix: '/admin/ad-setting', role: 'SuperAdmin' },
  { prefix: '/admin/site-setting', role: 'SuperAdmin' },
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The role a path requires, or null for a public path. */
export function requiredRoleFor(pathname: string): Role | null {
  let best: { prefix: string; role: Role } | null = null;
  for (const entry of ROUTE_ROLES) {
    if (matchesPrefix(pathname, entry.prefix) && (!best || entry.prefix.length > best.prefix.length)) {
      best = entry;
    }
  }
  return best?.role ?? null;
}

export type AccessDecision = { allow: true } | { allow: false; redirectTo: '/login' | '/' };

/** docs/product-rules.md "Roles and guards": no session → /login; roles lacking the page's role → /. */
export function decideAccess(pathname: string, roles: readonly Role[] | null): AccessDecision {
  const role = requiredRoleFor(pathname);
  if (!role) return { allow: true };
  if (!roles) return { allow: false, redirectTo: '/login' };
  return roles.includes(role) ? { allow: true } : { allow: false, redirectTo: '/' };
}

/** The role link shown in the header top bar: the highest role the user holds. */
export function primaryRole(roles: readonly Role[]): Role {
  for (const role of ['SuperAdmin', 'Admin', 'Vendor'] as const) if (roles.includes(role)) return role;
  return 'User';
}

/** Where sign-in lands when no page asked for it: a back office for its people, the home page for buyers. */
export function landingFor(roles: readonly Role[]): string {
  const role = primaryRole(roles);
  return role === 'User' ? '/' : ROLE_HOME[role];
}

/** Where the role link in the header leads. */
export const ROLE_HOME: Record<Role, string> = {
  SuperAdmin: '/admin',
  Admin: '/admin',
  Vendor: '/vendor',
  User: '/user',
};
