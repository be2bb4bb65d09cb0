import type { MetadataRoute } from 'next';

/** The web app manifest: Bazaar installs on a phone's home screen (docs/decisions/045). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Bazaar — shop, hire, work and rent',
    short_name: 'Bazaar',
    description:
      'One marketplace for products, tasks, jobs and rentals: buy from local vendors, get tasks done, find work and rent a place.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#007247',
    categories: ['shopping', 'business', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
