import { AppError } from '../../lib/app-error.ts';
import type { SectionCrossSell } from '../contract.ts';
import { findVisibleJob } from './service.ts';

/** Job's part in the offers across sections (decision 049): a job's place, for the rentals near it. */
export const jobCrossSell: SectionCrossSell = {
  listing: async (deps, id) => {
    try {
      const job = await findVisibleJob(deps.db, id);
      return { keys: [], name: job.title, placeId: job.placeId, date: null };
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  },
};
