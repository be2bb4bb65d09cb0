import type { Metadata } from 'next';
import { AdminTeamView } from '@/content/team/admin-team-view';

export const metadata: Metadata = { title: 'Our team' };

export default function AdminOurTeamPage() {
  return <AdminTeamView />;
}
