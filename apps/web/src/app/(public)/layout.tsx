import type { ReactNode } from 'react';
import { SiteShell } from '@/app/_shell/site-shell';
import { AuthSession } from '@/components/session/auth-session';

/** The public pages: cached, the same for every visitor; the session arrives in the browser. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <AuthSession>
      <SiteShell>{children}</SiteShell>
    </AuthSession>
  );
}
