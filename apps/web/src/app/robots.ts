import type { MetadataRoute } from 'next';
import { getServerEnv } from '@/lib/env';

/** /robots.txt: everything public may be crawled; the signed-in areas and search results may not. */
/** The site's address is known at run time only (NEXTAUTH_URL); the API read itself is cached by its tags. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const origin = getServerEnv().NEXTAUTH_URL;
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/user',
          '/vendor',
          '/admin',
          '/api/',
          '/shop/search/',
          '/task/search/',
          '/job/search/',
          '/rent/search/',
          '/search/',
          '/shop/viewcart',
          '/shop/wishlist',
          '/login',
          '/register',
        ],
      },
    ],
    sitemap: new URL('/sitemap.xml', origin).toString(),
  };
}
