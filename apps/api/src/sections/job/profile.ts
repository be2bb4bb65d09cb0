import { jobToday } from '@bazaar/shared/job-constants';
import type { SectionProfile } from '../contract.ts';
import { countListedJobsOfUser } from './repo.ts';

// The Job section's part of a person's public profile (decision 044): the jobs their store is hiring
// for. What they applied to is private, and jobs have no reviews.

export const jobProfile: SectionProfile = {
  roles: async (deps, userId) => {
    const open = await countListedJobsOfUser(deps.db, userId, jobToday());
    if (open === 0) return [];
    return [
      {
        key: 'employer',
        title: 'As an employer',
        rating: null,
        facts: [{ key: 'openJobs', label: 'Open jobs', value: String(open) }],
        tags: [],
        link: null,
      },
    ];
  },
};
