import type { ReactNode } from 'react';
import { AuthSession } from '@/components/session/auth-session';
import { SiteShell } from '@/components/shell/site-shell';

/** The public pages: cached, the same for every visitor; the session arrives in the browser. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <AuthSession>
      <SiteShell>{children}</SiteShell>
    </AuthSession>
  );
}
