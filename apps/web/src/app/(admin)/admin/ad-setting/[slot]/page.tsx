import { AD_SLOT_LABELS, ZAdSlot } from '@bazaar/shared/ad';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdSettingView } from '@/content/ad/ad-setting-view';

type Props = { params: Promise<{ slot: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slot = ZAdSlot.safeParse((await params).slot);
  return { title: slot.success ? `${AD_SLOT_LABELS[slot.data].label} ad` : 'Ad setting' };
}

/** /admin/ad-setting/{slot}: one of the seven ad slots (super admin; the proxy and layout check the role). */
export default async function AdSettingPage({ params }: Props) {
  const slot = ZAdSlot.safeParse((await params).slot);
  if (!slot.success) notFound();
  return <AdSettingView slot={slot.data} />;
}
