import { describe, expect, it } from 'vitest';
import { authHref } from './account-links';

describe('authHref', () => {
  it('sends the visitor back to the page they were on', () => {
    expect(authHref('/register', '/shop/viewcart')).toBe('/register?callbackUrl=%2Fshop%2Fviewcart');
    expect(authHref('/login', '/shop/product/dhaka-topi')).toBe(
      '/login?callbackUrl=%2Fshop%2Fproduct%2Fdhaka-topi',
    );
  });
  it('adds nothing on the home page or from the sign-in pages themselves', () => {
    expect(authHref('/login', '/')).toBe('/login');
    expect(authHref('/register', '/login')).toBe('/register');
    expect(authHref('/login', '/reset-password')).toBe('/login');
  });
});
