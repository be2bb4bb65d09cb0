import type { TProfileReview, TProfileRole } from '@bazaar/shared/profile';
import type { TTaskReviewRole } from '@bazaar/shared/task';
import { taskPath } from '@bazaar/shared/task-constants';
import { toImageUrl } from '../../lib/images.ts';
import { loadDistrictLabel } from '../../platform/address/places.ts';
import type { SectionProfile } from '../contract.ts';
import * as dto from './dto.ts';
import { findTaskCategories } from './list-repo.ts';
import * as peopleRepo from './people-repo.ts';
import * as profileRepo from './profile-repo.ts';
import { findTaskerProfile } from './tasker-profile-repo.ts';

// The Task section's part of a person's public profile (decision 044): the person as a tasker (rating,
// completed tasks, skills, categories, the district they work around) and as a task poster (rating from
// taskers, tasks posted), and the reviews they received on tasks.

const ROLE_TITLE: Record<TTaskReviewRole, string> = { tasker: 'As a tasker', poster: 'As a task poster' };

const rating = (s: { rating: number; reviewsCount: number }) => ({
  average: s.rating,
  count: s.reviewsCount,
});

export const taskProfile: SectionProfile = {
  roles: async (deps, userId) => {
    const [profile, asTasker, asPoster, posted] = await Promise.all([
      findTaskerProfile(deps.db, userId),
      dto.loadPeopleWithRating(deps, [userId], 'tasker'),
      dto.loadPeopleWithRating(deps, [userId], 'poster'),
      profileRepo.countPostedTasks(deps.db, userId),
    ]);
    const tasker = asTasker.get(userId);
    const poster = asPoster.get(userId);
    const roles: TProfileRole[] = [];
    const hasTaskerProfile = Boolean(profile?.taskerProfileUpdatedAt);
    if (tasker && (hasTaskerProfile || tasker.completedCount > 0 || tasker.reviewsCount > 0)) {
      const [categories, area] = await Promise.all([
        findTaskCategories(deps.db, profile?.taskCategoryIds ?? []),
        loadDistrictLabel(deps.db, profile?.taskerServiceAreaId ?? null),
      ]);
      roles.push({
        key: 'tasker',
        title: ROLE_TITLE.tasker,
        rating: rating(tasker),
        facts: [
          { key: 'completed', label: 'Completed tasks', value: String(tasker.completedCount) },
          ...(area ? [{ key: 'area', label: 'Works around', value: area }] : []),
          ...(profile?.bio ? [{ key: 'bio', label: 'About', value: profile.bio }] : []),
        ],
        tags: [...(profile?.skills ?? []), ...categories.map((c) => c.name)],
        link: null,
      });
    }
    if (poster && (posted > 0 || poster.reviewsCount > 0)) {
      roles.push({
        key: 'poster',
        title: ROLE_TITLE.poster,
        rating: rating(poster),
        facts: [{ key: 'posted', label: 'Tasks posted', value: String(posted) }],
        tags: [],
        link: null,
      });
    }
    return roles;
  },
  reviews: {
    count: profileRepo.countReviewsAbout,
    page: async (deps, userId, offset, limit) => {
      const rows = await profileRepo.listReviewsAbout(deps.db, userId, offset, limit);
      const people = await peopleRepo.findPeople(
        deps.db,
        rows.map((r) => r.authorId),
      );
      return rows.map(
        (r): TProfileReview => ({
          _id: r.id,
          section: 'task',
          role: ROLE_TITLE[r.subjectRole],
          rating: r.rating,
          comment: r.comment,
          author: {
            _id: r.authorId,
            fullName: people.get(r.authorId)?.fullName ?? 'Former user',
            image: toImageUrl(people.get(r.authorId)?.image ?? null, deps.imageBaseUrl),
          },
          about: { title: r.taskTitle, href: taskPath(r.taskId) },
          reply: r.reply,
          createdAt: r.createdAt.toISOString(),
        }),
      );
    },
  },
};
