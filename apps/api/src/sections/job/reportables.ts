import { jobPath } from '@bazaar/shared/job-constants';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import { vendors } from '../../db/schema/shop.ts';
import { excerpt } from '../../platform/notification/text.ts';
import type { Reportables } from '../contract.ts';
import { setJobHidden } from './job-service.ts';

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
      if (!row) return undefined;
      return {
        ownerId: row.ownerId,
        title: row.title,
        excerpt: row.description ? excerpt(row.description) : null,
        context: `Posted by ${row.storeName}`,
        path: jobPath(id),
        hidden: row.isHidden,
      };
    },
    setHidden: async (deps, id, hidden) => {
      await setJobHidden(deps, id, hidden);
    },
  },
};
