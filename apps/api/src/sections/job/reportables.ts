import { jobPath } from '@bazaar/shared/job-constants';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import { vendors } from '../../db/schema/shop.ts';
import { reportedListing } from '../../platform/moderation/reported-listing.ts';
import type { Reportables } from '../contract.ts';
import { setJobHidden } from './admin-service.ts';

/** What of the Job section people can report (decision 046): a job (its company's owner answers). */
export const JOB_REPORTABLES: Reportables = {
  job: {
    find: async (db, id) => {
      const [row] = await db
        .select({
          title: jobs.title,
          description: jobs.description,
          isHidden: jobs.isHidden,
          ownerId: vendors.userId,
          storeName: vendors.storeName,
        })
        .from(jobs)
        .innerJoin(vendors, eq(vendors.id, jobs.vendorId))
        .where(eq(jobs.id, id))
        .limit(1);
      return row && reportedListing(row, { path: jobPath(id), context: `Posted by ${row.storeName}` });
    },
    setHidden: async (deps, id, hidden) => {
      await setJobHidden(deps, id, hidden);
    },
  },
};
