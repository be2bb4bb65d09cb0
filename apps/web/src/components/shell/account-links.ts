import { primaryRole, ROLE_HOME, type Role } from '@bazaar/shared/roles';

export const ROLE_LABEL: Record<Role, string> = {
  SuperAdmin: 'Super Admin',
  Admin: 'Admin',
  Vendor: 'Vendor',
  User: 'User',
};

/** The header role link: the highest role held and its home (docs/product-rules.md "Routes and shell"). */
export function roleLink(roles: readonly Role[]): { label: string; href: string; role: Role } {
  const role = primaryRole(roles);
  return { label: ROLE_LABEL[role], href: ROLE_HOME[role], role };
}

/** Change password lives in the area of the highest role. */
export function changePasswordHref(roles: readonly Role[]): string {
  const role = primaryRole(roles);
  if (role === 'SuperAdmin' || role === 'Admin') return '/admin/auth/change-password';
  if (role === 'Vendor') return '/vendor/auth/change-password';
  return '/user/auth/change-password';
}

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

/** The header's Login / Register link: back to the page the visitor is on once signed in. */
export function authHref(page: '/login' | '/register', pathname: string): string {
  if (pathname === '/' || AUTH_PAGES.some((p) => pathname.startsWith(p))) return page;
  return `${page}?callbackUrl=${encodeURIComponent(pathname)}`;
}
