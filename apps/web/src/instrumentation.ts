/** Runs once when the Next.js server starts. */
export async function register() {
  // The exact comparison lets the bundler leave the Node-only module out of the Edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { stampPeerAddresses } = await import('./lib/peer-address');
    stampPeerAddresses();
  }
}
