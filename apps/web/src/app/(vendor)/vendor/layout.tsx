// Every Mantine component's styles: the back offices use most of them (the public pages load a subset).
import '@mantine/core/styles.css';
import type { ReactNode } from 'react';
import { AreaShell } from '@/components/shell/area-shell';
import { requireAreaAccess } from '@/lib/server-session';

export default async function VendorLayout({ children }: { children: ReactNode }) {
  const session = await requireAreaAccess('/vendor');
  return (
    <AreaShell area="vendor" roles={session.user.userType}>
      {children}
    </AreaShell>
  );
}
