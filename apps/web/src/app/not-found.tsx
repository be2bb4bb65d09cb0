import type { Metadata } from 'next';
import { SiteShell } from '@/app/_shell/site-shell';
import { NotFoundView } from '@/components/section/not-found-view';
import { AuthSession } from '@/components/session/auth-session';

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
