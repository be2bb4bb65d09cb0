import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { seedContentData } from './content.ts';
import { seedCrossSellLinks } from './cross-sell.ts';
import { seedDemoData } from './demo.ts';
import { seedJobData } from './job.ts';
import { withSeedLock } from './lock.ts';
import { seedOrderData } from './orders.ts';
import { seedRentData } from './rent.ts';
import { seedShopData } from './shop.ts';
import { seedSiteContent } from './site-content.ts';
import { seedTaskData } from './task.ts';

/**
 * Every demo seed, in order, under the seed lock: what the API runs at start when SEED_DEMO is on,
 * and what `npm run cluster` runs once before its instances start (cli/prepare-database.ts).
 * Images go to DATA_DIR/uploads, CVs to DATA_DIR/private. Answers what each seed added.
 */
export async function seedAllDemoData(db: Db, dataDir: string) {
  const uploadsDir = join(dataDir, 'uploads');
  return withSeedLock(db, async (tx) => ({
    accounts: (await seedDemoData(tx)).createdAccounts,
    shop: await seedShopData(tx, { uploadsDir }),
    content: await seedContentData(tx, { uploadsDir }),
    siteContent: await seedSiteContent(tx, { uploadsDir }),
    orders: await seedOrderData(tx),
    tasks: await seedTaskData(tx, { uploadsDir }),
    jobs: await seedJobData(tx, { uploadsDir, privateUploadsDir: join(dataDir, 'private') }),
    rent: await seedRentData(tx, { uploadsDir }),
    crossSell: await seedCrossSellLinks(tx),
  }));
}
