import type { Metadata } from 'next';
import { ContactView } from '@/content/contact/contact-view';
import { fetchSiteSetting } from '@/platform/site-setting/fetch-site-setting';

const description =
  'Write to Bazaar: questions about orders, selling, tasks, jobs or rentals. We answer by email.';

export const metadata: Metadata = {
  title: 'Contact us',
  description,
  alternates: { canonical: '/contact' },
  openGraph: { title: 'Contact Bazaar', description, url: '/contact', type: 'website' },
};

/** Cached like every public page; purged with the site setting (its read carries that tag). */
export default async function ContactPage() {
  return <ContactView initialSiteSetting={await fetchSiteSetting()} />;
}
