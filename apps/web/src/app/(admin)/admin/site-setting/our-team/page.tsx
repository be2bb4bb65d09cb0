import type { Metadata } from 'next';
import { AdminTeamView } from '@/features/team/admin-team-view';

export const metadata: Metadata = { title: 'Our team' };

export default function AdminOurTeamPage() {
  return <AdminTeamView />;
}
