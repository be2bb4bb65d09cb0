// `npm run dev`: the API under `tsx watch` and the web under `next dev`, both reloading on change.
import path from 'node:path';
import { API_DIR, BIN_DIR, buildRuntimeEnv, describeRuntime, loadDotEnv, WEB_DIR } from './lib/config.mjs';
import { startChild, superviseServers } from './lib/processes.mjs';

loadDotEnv();
const env = buildRuntimeEnv({ overrides: { NODE_ENV: process.env.NODE_ENV || 'development' } });
// next dev refuses to run with NODE_ENV=production semantics; it sets development itself.
const { NODE_ENV: _ignored, ...webEnv } = env;

await superviseServers({
  startApi: () =>
    startChild('api', path.join(BIN_DIR, 'tsx'), ['watch', 'src/server.ts'], { cwd: API_DIR, env }),
  startWeb: () =>
    startChild('web', path.join(BIN_DIR, 'next'), ['dev', '-p', env.PORT], { cwd: WEB_DIR, env: webEnv }),
  healthUrl: `http://127.0.0.1:${env.API_PORT}/api/health`,
  webUrl: `http://127.0.0.1:${env.PORT}/`,
  onReady: () =>
    process.stdout.write(`\nBazaar (dev) is running.\n${describeRuntime(env)}\nPress Ctrl-C to stop.\n`),
});
