import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The shared package is TypeScript source without a build step.
  transpilePackages: ['@bazaar/shared'],
  reactStrictMode: true,
  // Lets a second build live beside the default one (e.g. a test server while a build runs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // An ETag is a hash of the whole page computed on every request (about 4 ms for a 150 KB page, a
  // third of a cached page's cost); the cache's own revalidation and Cache-Control serve instead.
  generateEtags: false,
  // The public pages' cache: in memory, purged by the API's writes, never older than a minute, and
  // never what `next build` rendered (docs/product-rules.md "Fast pages", decision 015).
  cacheHandler: fileURLToPath(new URL('./src/lib/page-cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // What a CDN in front may serve while it asks again: no longer than the page cache itself would
  // (PAGE_MAX_AGE_SECONDS), so a purge is never hidden behind a year-long stale-while-revalidate.
  expireTime: 60,
  // Uploaded images come from the API's static file host, whose address is only known at run time
  // (IMAGE_BASE_URL); serving them as-is avoids pinning a host into the build.
  images: { unoptimized: true },
  // People type /cart; the cart's page is /shop/viewcart (docs/features.md "Cart"). A permanent
  // redirect, so a bookmark or a search engine learns the real address.
  async redirects() {
    return [{ source: '/cart', destination: '/shop/viewcart', permanent: true }];
  },
  // CI checks the types in a stage of its own (`npm run typecheck`: TypeScript 7 on the same
  // files) and builds a clean clone whose build cache nothing reuses, so it spares the build both
  // (BUILD_TYPES_CHECKED=1, BUILD_CACHE=off; docs/testing.md).
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  experimental: {
    optimizePackageImports: [
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/notifications',
      '@tabler/icons-react',
    ],
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off',
  },
};

export default nextConfig;
