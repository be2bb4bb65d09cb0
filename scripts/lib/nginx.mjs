// The cluster's nginx: the repository's deploy/nginx/bazaar.conf with its {{…}} places filled for this
// machine. `npm run cluster` runs it in front of its instances; the cluster tests run the same file in
// front of servers of their own to check its routing rules.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.mjs';

export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'bazaar.conf');

/**
 * Writes `<dataDir>/nginx/nginx.conf` for instances on `apiPorts` and `webPorts` (127.0.0.1) behind
 * listeners on `apiListenPort` and `webListenPort`, with the temp folders nginx needs; answers the
 * file and the arguments that start nginx on it (in the foreground: the file says `daemon off`).
 */
export function writeNginxConfig({ dataDir, apiPorts, webPorts, apiListenPort, webListenPort }) {
  const nginxDir = path.join(dataDir, 'nginx');
  const servers = (ports) =>
    ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n');
  const values = {
    DATA_DIR: dataDir,
    API_SERVERS: servers(apiPorts),
    WEB_SERVERS: servers(webPorts),
    API_LISTEN: `127.0.0.1:${apiListenPort}`,
    WEB_LISTEN: `127.0.0.1:${webListenPort}`,
  };
  let text = readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (match, key) => {
    if (!(key in values)) throw new Error(`${NGINX_TEMPLATE}: no value for ${match}`);
    return values[key];
  });
  // A master started as root hands its workers to `nobody`, who could not write the temp folders
  // made here; on real machines the file names the system's web user instead.
  if (process.getuid?.() === 0) text = `user root;\n${text}`;
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(nginxDir, dir), { recursive: true });
  }
  const file = path.join(nginxDir, 'nginx.conf');
  writeFileSync(file, text);
  return { file, args: ['-p', `${nginxDir}/`, '-e', path.join(nginxDir, 'error.log'), '-c', file] };
}
