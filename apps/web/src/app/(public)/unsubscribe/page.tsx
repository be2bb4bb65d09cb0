import type { Metadata } from 'next';
import { UnsubscribeView } from '@/platform/notification/unsubscribe-view';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

type UnsubscribePageProps = { searchParams: Promise<{ token?: string | string[] }> };

/** Where an email's unsubscribe link leads (decision 050): nothing changes until the button is pressed. */
export default async function UnsubscribePage({ searchParams }: UnsubscribePageProps) {
  const { token } = await searchParams;
  return <UnsubscribeView token={(Array.isArray(token) ? token[0] : token)?.slice(0, 500) ?? ''} />;
}
