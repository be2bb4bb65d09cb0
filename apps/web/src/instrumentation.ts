/** Runs once when the Next.js server starts. */
export async function register() {
  // The exact comparison lets the bundler leave the Node-only module out of the Edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { stampPeerAddresses } = await import('./lib/peer-address');
    stampPeerAddresses();
    // `next build` renders pages too, but keeps none of them (lib/page-cache/handler.mjs).
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const [{ startPurgePoller }, { getServerEnv, getWebSecret }] = await Promise.all([
        import('./lib/page-cache/purge-poller'),
        import('./lib/env'),
      ]);
      startPurgePoller({ apiUrl: getServerEnv().API_URL, webSecret: getWebSecret() });
    }
  }
}
