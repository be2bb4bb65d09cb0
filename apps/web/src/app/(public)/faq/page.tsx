import type { Metadata } from 'next';
import { FaqView } from '@/features/faq/faq-view';
import { fetchFaqs } from '@/features/faq/fetch-faqs';

export const metadata: Metadata = {
  title: 'Frequently asked questions',
  description: 'Answers about shopping, tasks, jobs, renting and your Bazaar account.',
};

export default async function FaqPage() {
  return <FaqView faqs={await fetchFaqs()} />;
}
