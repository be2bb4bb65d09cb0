import { parseArgs } from 'node:util';
import { ZEmail, ZFullName, ZPassword } from '@bazaar/shared/auth';
import { openDatabase } from '../db/client.ts';
import { FolderLockedError } from '../db/folder-lock.ts';
import { loadEnv } from '../env.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { findUserByEmail, insertUser, updateUser } from '../platform/auth/repo.ts';

const SUPER_ROLES = ['SuperAdmin', 'Admin', 'User'];

/**
 * Creates the first super admin of a real deployment, or promotes an existing account.
 * With PGlite, stop the API first: one process per data folder (it refuses while the API runs).
 *   npm run create-super-admin -- --email a@b.c --name "A B" --password 'Secret123'
 * or SUPER_ADMIN_EMAIL / SUPER_ADMIN_NAME / SUPER_ADMIN_PASSWORD.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const email = ZEmail.safeParse(values.email ?? process.env.SUPER_ADMIN_EMAIL);
  const name = ZFullName.safeParse(values.name ?? process.env.SUPER_ADMIN_NAME ?? 'Super Admin');
  const password = ZPassword.safeParse(values.password ?? process.env.SUPER_ADMIN_PASSWORD);
  const problems = [
    !email.success && `--email: ${email.error.issues[0]?.message}`,
    !name.success && `--name: ${name.error.issues[0]?.message}`,
    !password.success && `--password: ${password.error.issues[0]?.message}`,
  ].filter(Boolean);
  if (!email.success || !name.success || !password.success) {
    console.error(`Cannot create the super admin:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }

  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await database.migrate();
    const passwordHash = await hashPassword(password.data);
    const existing = await findUserByEmail(database.db, email.data);
    if (existing) {
      const roles = [...new Set([...existing.roles, ...SUPER_ROLES])];
      await updateUser(
        database.db,
        existing.id,
        { roles, passwordHash, status: 'active', fullName: name.data },
        { bumpSession: true },
      );
      console.log(`Promoted ${email.data} to SuperAdmin (roles: ${roles.join(', ')}).`);
    } else {
      await insertUser(database.db, {
        id: newId(),
        fullName: name.data,
        email: email.data,
        passwordHash,
        roles: SUPER_ROLES,
      });
      console.log(`Created super admin ${email.data}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof FolderLockedError ? `Cannot create the super admin: ${err.message}` : err);
  process.exit(1);
});
