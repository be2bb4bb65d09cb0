import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ZTaskerProfileRequest } from '@bazaar/shared/task';
import { and, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { categories } from '../db/schema/shop.ts';
import { tasks } from '../db/schema/tasks.ts';
import { users } from '../db/schema/users.ts';
import { newId } from '../lib/ids.ts';
import { findPlacePath } from '../platform/address/repo.ts';
import { getServiceCharge } from '../sections/task/service.ts';
import { findTaskerProfile, updateTaskerProfile } from '../sections/task/tasker-profile-repo.ts';
import { DEMO_USER_EMAIL, findArea } from './buyers.ts';
import { TASK_CATEGORIES, TASKER_PROFILES } from './data/task-demo.ts';
import { illustrationSvg } from './illustrations.ts';
import { insertSeedTasks, type SeedTask, type SeedTaskRows } from './task-builder.ts';
import { type Context, DAY, EMAIL_OF, pick, planTask, TASK_PLACES } from './task-plan.ts';

export type TaskSeedResult = {
  categories: number;
  images: number;
  profiles: number;
  tasks: number;
  offers: number;
  questions: number;
  reviews: number;
  threads: number;
  messages: number;
  notifications: number;
};

/** Task categories (section `task`), each with its drawn icon; existing slugs are kept as they are. */
async function seedTaskCategories(db: Db): Promise<{ created: number; ids: Map<string, string> }> {
  const created = (
    await db
      .insert(categories)
      .values(
        TASK_CATEGORIES.map((c, i) => ({
          id: newId(),
          section: 'task' as const,
          name: c.name,
          slug: c.slug,
          image: `tasks/cat-${c.slug}.webp`,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id })
  ).length;
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      and(
        eq(categories.section, 'task'),
        inArray(
          categories.slug,
          TASK_CATEGORIES.map((c) => c.slug),
        ),
      ),
    );
  return { created, ids: new Map(rows.map((r) => [r.slug, r.id])) };
}

/** Draws the category icons and the photos of the tasks that have one (a fresh DATA_DIR only). */
async function ensureTaskImages(uploadsDir: string): Promise<number> {
  const dir = join(uploadsDir, 'tasks');
  await mkdir(dir, { recursive: true });
  const jobs = TASK_CATEGORIES.flatMap((c) => [
    { file: `cat-${c.slug}.webp`, svg: illustrationSvg(c.illustration, c.color, 1) },
    { file: `${c.slug}-1.webp`, svg: illustrationSvg(c.illustration, c.color, 2) },
    { file: `${c.slug}-4.webp`, svg: illustrationSvg(c.illustration, c.color, 3) },
  ]);
  const missing = jobs.filter((j) => !existsSync(join(dir, j.file)));
  await Promise.all(
    missing.map((j) => sharp(Buffer.from(j.svg)).webp({ quality: 72, effort: 0 }).toFile(join(dir, j.file))),
  );
  return missing.length;
}

/** The tasker profiles of a few demo people, saved once (a profile already written is kept). */
async function seedTaskerProfiles(
  db: Db,
  people: Map<string, string>,
  categoryIds: Map<string, string>,
  places: { id: string }[],
): Promise<number> {
  let saved = 0;
  for (const [n, profile] of TASKER_PROFILES.entries()) {
    const userId = people.get(profile.email);
    if (!userId) continue;
    const current = await findTaskerProfile(db, userId);
    if (!current || current.taskerProfileUpdatedAt) continue;
    const input = ZTaskerProfileRequest.parse({
      bio: profile.bio,
      skills: profile.skills,
      categoryIds: profile.categories.flatMap((slug) => categoryIds.get(slug) ?? []),
      serviceAreaId: pick(places, n * 3)?.id ?? null,
    });
    await updateTaskerProfile(db, userId, {
      bio: input.bio,
      skills: input.skills,
      taskCategoryIds: input.categoryIds,
      taskerServiceAreaId: input.serviceAreaId,
      taskerPhoto: null,
    });
    saved++;
  }
  return saved;
}

/**
 * Seeds the Task section for a demo: 10 task categories with drawn icons, tasker profiles for a
 * few demo people, and (once, marked by the demo user's posted tasks) 60 tasks across the
 * categories and the valley's places (and some remote) in every state, with offers, questions,
 * threads with messages after assignment, reviews both ways on completed ones and the notifications
 * each step sent, written through the task rules (task-builder.ts). Needs seedDemoData, seedShopData (the address tree) and
 * seedOrderData (the demo buyers) first; does nothing for missing demo accounts.
 */
export async function seedTaskData(db: Db, opts: { uploadsDir: string }): Promise<TaskSeedResult> {
  const result: TaskSeedResult = {
    categories: 0,
    images: 0,
    profiles: 0,
    tasks: 0,
    offers: 0,
    questions: 0,
    reviews: 0,
    threads: 0,
    messages: 0,
    notifications: 0,
  };
  const [images, seededCategories] = await Promise.all([
    ensureTaskImages(opts.uploadsDir),
    seedTaskCategories(db),
  ]);
  result.images = images;
  result.categories = seededCategories.created;
  const categoryIds = seededCategories.ids;

  const emails = Object.values(EMAIL_OF);
  const accounts = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(inArray(users.email, emails));
  const people = new Map(accounts.map((p) => [p.email, p.id]));
  const places: Context['places'] = [];
  for (const place of TASK_PLACES) {
    const id = await findArea(db, place);
    if (id) places.push({ id, path: await findPlacePath(db, id) });
  }
  result.profiles = await seedTaskerProfiles(db, people, categoryIds, places);

  const demoUserId = people.get(DEMO_USER_EMAIL);
  if (!demoUserId || places.length === 0) return result;
  const [marker] = await db.select({ n: count() }).from(tasks).where(eq(tasks.posterId, demoUserId));
  if ((marker?.n ?? 0) > 0) return result;

  const now = Date.now();
  const rows: SeedTaskRows = {
    tasks: [],
    serviceChargePercent: (await getServiceCharge({ db })).percent,
    names: new Map(accounts.map((p) => [p.id, p.fullName])),
    seenBefore: new Date(now - 2 * DAY),
  };
  const ctx: Context = { people, categoryIds, places, now };
  for (const [c, category] of TASK_CATEGORIES.entries()) {
    for (let i = 0; i < 6; i++) planTask(rows, ctx, category, c, i);
  }
  await db.transaction((tx) => insertSeedTasks(tx, rows));
  const seeded: SeedTask[] = rows.tasks;
  Object.assign(result, {
    tasks: seeded.length,
    offers: seeded.reduce((s, t) => s + t.offers.length, 0),
    questions: seeded.reduce((s, t) => s + t.questions.length, 0),
    reviews: seeded.reduce((s, t) => s + t.reviews.length, 0),
    threads: seeded.filter((t) => t.row.assignedTaskerId).length,
    messages: seeded.reduce((s, t) => s + t.messages.length, 0),
    notifications: seeded.reduce((s, t) => s + t.notices.length, 0),
  });
  return result;
}
