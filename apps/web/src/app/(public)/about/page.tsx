import type { Metadata } from 'next';
import { LoadFailed } from '@/components/section/load-failed';
import { AboutPeople } from '@/content/page/about-people';
import { fetchPartners, fetchSitePage, fetchTeam } from '@/content/page/fetch-page';
import { SitePageView } from '@/content/page/site-page-view';
import { readForPage } from '@/lib/server-api';

export const metadata: Metadata = {
  title: 'About us',
  description: 'Who runs Bazaar, what we believe, our team and our partners.',
};

export default async function AboutPage() {
  const read = await readForPage('about page', () =>
    Promise.all([fetchSitePage('about'), fetchTeam(), fetchPartners()]),
  );
  if (!read.isLoaded) return <LoadFailed what="about page" />;
  const [page, team, partners] = read.value;
  return (
    <SitePageView page={page}>
      <AboutPeople team={team} partners={partners} />
    </SitePageView>
  );
}
