// Every Mantine component's styles: the back offices use most of them (the public pages load a subset).
import '@mantine/core/styles.css';
import type { ReactNode } from 'react';
import { AreaFrame } from '@/app/_shell/area-frame';
import { AuthSession } from '@/components/session/auth-session';

/**
 * The admin back office. The proxy lets only a live session with the role in (docs/product-rules.md "Roles
 * and guards"); the frame reads nothing of the request, so it is rendered once and served from the page
 * cache like a public page, and everything personal (the menu for the roles, the data) comes from the
 * browser's session and the API (docs/product-rules.md "Fast pages").
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AuthSession area>
      <AreaFrame area="admin">{children}</AreaFrame>
    </AuthSession>
  );
}
