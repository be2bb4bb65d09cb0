import { describe, expect, it } from 'vitest';
import { decideAccess, landingFor, primaryRole, ROLE_HOME, requiredRoleFor } from './roles.ts';

describe('requiredRoleFor', () => {
  it('leaves public pages public', () => {
    for (const path of [
      '/',
      '/shop',
      '/login',
      '/register',
      '/shop/search/rice',
      '/page/shop/privacy-policies',
    ]) {
      expect(requiredRoleFor(path)).toBeNull();
    }
  });

  it('requires User for the user area and its sub-pages', () => {
    expect(requiredRoleFor('/user')).toBe('User');
    expect(requiredRoleFor('/user/task/posted')).toBe('User');
    expect(requiredRoleFor('/user/auth/change-password')).toBe('User');
    expect(requiredRoleFor('/user/messages')).toBe('User');
  });

  it('guards the Task pages: User for my tasks and tasker profile, Admin for the back office, SuperAdmin for the charge', () => {
    for (const path of [
      '/task',
      '/task/categories',
      '/task/search/plumber',
      '/task/tasker/u1',
      '/profile/u1',
    ]) {
      expect(requiredRoleFor(path)).toBeNull();
    }
    for (const path of [
      '/user/task/create',
      '/user/task/posted',
      '/user/task/assigned',
      '/user/task/reviews-by-me',
      '/user/task/reviews-for-me',
      '/user/profile/tasker',
    ]) {
      expect(requiredRoleFor(path)).toBe('User');
    }
    for (const path of ['/admin/task/tasks', '/admin/task/categories', '/admin/task/reviews']) {
      expect(requiredRoleFor(path)).toBe('Admin');
    }
    expect(requiredRoleFor('/admin/site-setting/task-service-charge')).toBe('SuperAdmin');
  });

  it('requires Vendor for the vendor area', () => {
    expect(requiredRoleFor('/vendor')).toBe('Vendor');
    expect(requiredRoleFor('/vendor/shop/products')).toBe('Vendor');
  });

  it('requires Admin for the admin area but SuperAdmin for the super-admin menus (longest prefix wins)', () => {
    expect(requiredRoleFor('/admin')).toBe('Admin');
    expect(requiredRoleFor('/admin/users')).toBe('Admin');
    expect(requiredRoleFor('/admin/admins')).toBe('SuperAdmin');
    expect(requiredRoleFor('/admin/ad-setting/shop-home')).toBe('SuperAdmin');
    expect(requiredRoleFor('/admin/site-setting/info')).toBe('SuperAdmin');
  });

  it('matches whole path segments only', () => {
    expect(requiredRoleFor('/username')).toBeNull();
    expect(requiredRoleFor('/vendors')).toBeNull();
    expect(requiredRoleFor('/administrator')).toBeNull();
    expect(requiredRoleFor('/admin/adminsettings')).toBe('Admin');
  });
});

describe('decideAccess', () => {
  it('allows anyone on a public page', () => {
    expect(decideAccess('/shop', null)).toEqual({ allow: true });
    expect(decideAccess('/', ['User'])).toEqual({ allow: true });
  });

  it('sends a visitor without a session to /login', () => {
    expect(decideAccess('/user', null)).toEqual({ allow: false, redirectTo: '/login' });
    expect(decideAccess('/admin/admins', null)).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('sends a user lacking the role home', () => {
    expect(decideAccess('/vendor', ['User'])).toEqual({ allow: false, redirectTo: '/' });
    expect(decideAccess('/admin', ['User', 'Vendor'])).toEqual({ allow: false, redirectTo: '/' });
    expect(decideAccess('/admin/site-setting/info', ['Admin', 'User'])).toEqual({
      allow: false,
      redirectTo: '/',
    });
  });

  it('lets each role into its own area', () => {
    expect(decideAccess('/user', ['User'])).toEqual({ allow: true });
    expect(decideAccess('/vendor/profile', ['User', 'Vendor'])).toEqual({ allow: true });
    expect(decideAccess('/admin/users', ['Admin', 'User'])).toEqual({ allow: true });
    expect(decideAccess('/admin/admins', ['SuperAdmin', 'Admin', 'User'])).toEqual({ allow: true });
  });

  it('treats an empty role list as signed in without roles', () => {
    expect(decideAccess('/user', [])).toEqual({ allow: false, redirectTo: '/' });
  });
});

describe('primaryRole and ROLE_HOME', () => {
  it('picks the highest role held', () => {
    expect(primaryRole(['User', 'Admin', 'SuperAdmin'])).toBe('SuperAdmin');
    expect(primaryRole(['User', 'Admin'])).toBe('Admin');
    expect(primaryRole(['Vendor', 'User'])).toBe('Vendor');
    expect(primaryRole(['User'])).toBe('User');
  });

  it('links each role to its area', () => {
    expect(ROLE_HOME.SuperAdmin).toBe('/admin');
    expect(ROLE_HOME.Vendor).toBe('/vendor');
    expect(ROLE_HOME.User).toBe('/user');
  });
});

describe('landingFor', () => {
  it('sends each role to its own area after sign-in, buyers to the home page', () => {
    expect(landingFor(['User', 'SuperAdmin'])).toBe('/admin');
    expect(landingFor(['User', 'Admin'])).toBe('/admin');
    expect(landingFor(['User', 'Vendor'])).toBe('/vendor');
    expect(landingFor(['User'])).toBe('/');
  });
});
