// Types of nginx.mjs, for the cluster tests (TypeScript) that start nginx with the same file.
export declare const NGINX: string;
export declare const NGINX_TEMPLATE: string;
export declare function writeNginxConfig(options: {
  dataDir: string;
  apiPorts: number[];
  webPorts: number[];
  apiListenPort: number;
  webListenPort: number;
}): { file: string; args: string[] };
