/**
 * Browser-side copy of the run-time public config. The root layout (a dynamic server component)
 * reads the environment and the providers store it here before any child renders, so a new
 * PUBLIC_API_URL takes effect on restart without a rebuild.
 */
export type TClientConfig = { apiUrl: string; imageBaseUrl: string; siteUrl: string };

const DEFAULT_CONFIG: TClientConfig = {
  apiUrl: 'http://localhost:4000/api',
  imageBaseUrl: 'http://localhost:4000/uploads',
  siteUrl: 'http://localhost:3000',
};

let clientConfig: TClientConfig = DEFAULT_CONFIG;

export function setClientConfig(config: TClientConfig): void {
  clientConfig = config;
}

/** The API base: API_URL on the server, PUBLIC_API_URL in the browser. */
export function getApiBase(): string {
  if (typeof window === 'undefined') {
    return (process.env.API_URL ?? 'http://127.0.0.1:4000/api').replace(/\/+$/, '');
  }
  return clientConfig.apiUrl;
}

/** The web app's public origin (NEXTAUTH_URL), for the absolute addresses of structured data. */
export function getSiteUrl(): string {
  if (typeof window === 'undefined') {
    const port = process.env.PORT ?? '3000';
    return (process.env.NEXTAUTH_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  }
  return clientConfig.siteUrl;
}

function getImageBase(): string {
  if (typeof window === 'undefined') {
    const port = process.env.API_PORT ?? '4000';
    return (process.env.IMAGE_BASE_URL ?? `http://localhost:${port}/uploads`).replace(/\/+$/, '');
  }
  return clientConfig.imageBaseUrl;
}

/** Turns a stored upload path (or a full URL) into something an <img> can load. */
export function resolveImageUrl(pathOrUrl: string | null | undefined): string | undefined {
  if (!pathOrUrl) return undefined;
  if (/^(https?:)?\/\//.test(pathOrUrl) || pathOrUrl.startsWith('data:') || pathOrUrl.startsWith('blob:')) {
    return pathOrUrl;
  }
  return `${getImageBase()}/${pathOrUrl.replace(/^\/+/, '').replace(/^uploads\//, '')}`;
}
