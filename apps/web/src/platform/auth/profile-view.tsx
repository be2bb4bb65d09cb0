'use client';

import { PageHeader } from '@/components/page-header';
import { AccountProfileSection } from './account-profile-section';

/** /vendor/profile and /admin/profile: the account profile, as on /user. */
export function ProfileView() {
  return (
    <>
      <PageHeader title="Profile" description="Your account details, photo and contact number." />
      <AccountProfileSection />
    </>
  );
}
