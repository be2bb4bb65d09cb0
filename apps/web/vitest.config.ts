import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests live beside the code under src/; e2e/ holds Playwright specs that vitest must not load.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: { include: ['src/**/*.test.{ts,tsx}'] },
});
