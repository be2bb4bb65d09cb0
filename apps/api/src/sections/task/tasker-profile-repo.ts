import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

// The Task section's SQL for tasker profiles (decision 028: one repo per entity).

export async function findTaskerProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      image: users.image,
      status: users.status,
      createdAt: users.createdAt,
      bio: users.bio,
      skills: users.skills,
      taskCategoryIds: users.taskCategoryIds,
      taskerServiceAreaId: users.taskerServiceAreaId,
      taskerPhoto: users.taskerPhoto,
      taskerProfileUpdatedAt: users.taskerProfileUpdatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateTaskerProfile(
  db: Executor,
  userId: string,
  values: Partial<{
    bio: string;
    skills: string[];
    taskCategoryIds: string[];
    taskerServiceAreaId: string | null;
    taskerPhoto: string | null;
  }>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, taskerProfileUpdatedAt: new Date() })
    .where(eq(users.id, userId));
}
