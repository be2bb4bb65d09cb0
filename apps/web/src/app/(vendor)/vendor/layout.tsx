// Every Mantine component's styles: the back offices use most of them (the public pages load a subset).
import '@mantine/core/styles.css';
import type { ReactNode } from 'react';
import { AuthSession } from '@/components/session/auth-session';
import { AreaShell } from '@/components/shell/area-shell';
import { requireAreaAccess } from '@/lib/server-session';

export default async function VendorLayout({ children }: { children: ReactNode }) {
  const session = await requireAreaAccess('/vendor');
  return (
    <AuthSession session={session}>
      <AreaShell area="vendor" roles={session.user.userType}>
        {children}
      </AreaShell>
    </AuthSession>
  );
}
