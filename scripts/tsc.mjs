// The type check's compiler: TypeScript 7, the native one (decision 069), installed beside TypeScript
// 5.9 under the name `typescript-native`. TypeScript 5.9 stays `typescript` because Next.js and
// openapi-typescript call its JavaScript API, which TypeScript 7 does not have; the two packages both
// name their command `tsc`, so this script names the compiler by its package instead:
// `node scripts/tsc.mjs --noEmit -p apps/web` takes tsc's own arguments.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package exports only its package.json and an API; its command is lib/tsc.js beside it.
const packageJson = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = path.join(path.dirname(packageJson), 'lib', 'tsc.js');
const { status, signal } = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
