'use client';

import type { TRentDetail } from '@bazaar/shared/rent';
import { ActionsSkeleton } from '@/components/listing/detail-parts';
import { ReaderActions } from '@/components/listing/reader-actions';
import { signedInPart } from '@/lib/signed-in-part';

const RentReaderActions = signedInPart(
  () => import('./rent-reader-actions').then((m) => m.RentReaderActions),
  ActionsSkeleton,
);

/**
 * The listing page's personal island: a visitor is asked to sign in to inquire; a signed-in reader's
 * part (their inquiry, the owner's links) loads with its queries once their session is there.
 */
export function RentActions({ listing }: { listing: TRentDetail }) {
  return (
    <ReaderActions
      signIn={
        listing.status === 'Active'
          ? { path: `/rent/${listing._id}`, testId: 'sign-in-to-inquire', label: 'Sign in to inquire' }
          : null
      }
      Reader={RentReaderActions}
      props={{ listing }}
    />
  );
}
