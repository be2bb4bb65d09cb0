import { test as setup } from '@playwright/test';
import { DEMO_EMAILS, type DemoRole } from './fixtures/api.ts';
import { saveSignedInState } from './fixtures/roles.ts';

// Runs before every other project (playwright.config.ts): each demo role signs in once, and the
// specs start from its browser state (fixtures/roles.ts). Signing in itself is tested by auth.spec.ts.
for (const role of Object.keys(DEMO_EMAILS) as DemoRole[]) {
  setup(`the demo ${role} signs in`, async ({ page }) => {
    await saveSignedInState(page, role);
  });
}
