// `npm start`: builds the web app when stale, then runs the API and the web side by side.
import {
  API_DIR,
  API_NODE_ARGS,
  buildRuntimeEnv,
  describeRuntime,
  loadDotEnv,
  WEB_DIR,
  WEB_NODE_ARGS,
} from './lib/config.mjs';
import { startChild, superviseServers } from './lib/processes.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';

loadDotEnv();
const env = buildRuntimeEnv({ overrides: { NODE_ENV: process.env.NODE_ENV || 'production' } });

const buildCode = await buildWebIfStale({ env });
if (buildCode !== 0) {
  process.stderr.write(`next build failed (exit code ${buildCode}).\n`);
  process.exit(buildCode);
}

await superviseServers({
  startApi: () => startChild('api', process.execPath, API_NODE_ARGS, { cwd: API_DIR, env }),
  startWeb: () => startChild('web', process.execPath, WEB_NODE_ARGS, { cwd: WEB_DIR, env }),
  healthUrl: `http://127.0.0.1:${env.API_PORT}/api/health`,
  webUrl: `http://127.0.0.1:${env.PORT}/`,
  onReady: () =>
    process.stdout.write(`\nBazaar is running.\n${describeRuntime(env)}\nPress Ctrl-C to stop.\n`),
});
