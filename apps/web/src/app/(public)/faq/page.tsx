import type { Metadata } from 'next';
import { LoadFailed } from '@/components/section/load-failed';
import { FaqView } from '@/content/faq/faq-view';
import { fetchFaqs } from '@/content/faq/fetch-faqs';
import { readForPage } from '@/lib/server-api';

export const metadata: Metadata = {
  title: 'Frequently asked questions',
  description: 'Answers about shopping, tasks, jobs, renting and your Bazaar account.',
};

export default async function FaqPage() {
  const read = await readForPage('faq', fetchFaqs);
  return read.isLoaded ? <FaqView faqs={read.value} /> : <LoadFailed what="questions" />;
}
