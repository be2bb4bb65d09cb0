import { profilePath } from '@bazaar/shared/profile';
import { permanentRedirect } from 'next/navigation';

type Props = { params: Promise<{ userId: string }> };

/** Rendered when first asked for, then served from the page cache like every public page. */
export function generateStaticParams() {
  return [];
}

/** A tasker's page is the tasker part of the person's profile now (decision 044): old links lead there. */
export default async function TaskerPage({ params }: Props) {
  permanentRedirect(profilePath(encodeURIComponent((await params).userId)));
}
