import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The shared package is TypeScript source without a build step.
  transpilePackages: ['@bazaar/shared'],
  reactStrictMode: true,
  // Lets a second build live beside the default one (e.g. a test server while a build runs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Uploaded images come from the API's static file host, whose address is only known at run time
  // (IMAGE_BASE_URL); serving them as-is avoids pinning a host into the build.
  images: { unoptimized: true },
  experimental: {
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'],
  },
};

export default nextConfig;
