import type { Metadata } from 'next';
import { NotFoundView } from '@/components/section/not-found-view';
import { AuthSession } from '@/components/session/auth-session';
import { SiteShell } from '@/components/shell/site-shell';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** A 404 outside the public pages' layout (which has its own not-found inside its frame). */
export default function NotFound() {
  return (
    <AuthSession>
      <SiteShell>
        <NotFoundView />
      </SiteShell>
    </AuthSession>
  );
}
