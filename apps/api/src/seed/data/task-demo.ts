// What the demo Task section says: its categories, the tasks people post in each (title, description,
// budget), the questions asked in public, what poster and tasker write to each other after assignment,
// and what they say about each other once a task is done. The tasks are in task-demo/home-care-tasks.ts
// and task-demo/errand-and-skill-tasks.ts, the rest in task-demo/what-people-write.ts. The plan of who
// posts what, in which state, lives in seed/task-plan.ts.

import { ERRAND_AND_SKILL_TASK_TEXTS } from './task-demo/errand-and-skill-tasks.ts';
import { HOME_CARE_TASK_TEXTS } from './task-demo/home-care-tasks.ts';

export {
  TASK_CANCEL_REASONS,
  TASK_CONVERSATIONS,
  TASK_OFFER_MESSAGES,
  TASK_QUESTIONS,
  TASK_REVIEW_TEXTS,
  TASKER_PROFILES,
} from './task-demo/what-people-write.ts';

/** A task category: its icon is drawn at seed time (`illustration`, in `color`). */
export type TaskCategorySeed = {
  name: string;
  slug: string;
  color: string;
  illustration: TaskIllustration;
};

/** The drawings of seed/illustrations.ts the task categories use. */
export type TaskIllustration =
  | 'broom'
  | 'wrench'
  | 'tap'
  | 'bulb'
  | 'paint-roller'
  | 'box'
  | 'plant'
  | 'laptop'
  | 'book'
  | 'camera';

export const TASK_CATEGORIES: TaskCategorySeed[] = [
  { name: 'Cleaning', slug: 'cleaning', color: '#0891b2', illustration: 'broom' },
  { name: 'Handyman & Repairs', slug: 'handyman', color: '#b45309', illustration: 'wrench' },
  { name: 'Plumbing', slug: 'plumbing', color: '#1d4ed8', illustration: 'tap' },
  { name: 'Electrical', slug: 'electrical', color: '#ca8a04', illustration: 'bulb' },
  { name: 'Painting', slug: 'painting', color: '#be185d', illustration: 'paint-roller' },
  { name: 'Moving & Delivery', slug: 'moving', color: '#7c3aed', illustration: 'box' },
  { name: 'Gardening', slug: 'gardening', color: '#15803d', illustration: 'plant' },
  { name: 'Computer & IT', slug: 'computer-it', color: '#334155', illustration: 'laptop' },
  { name: 'Tutoring & Lessons', slug: 'tutoring', color: '#c2410c', illustration: 'book' },
  { name: 'Photography & Events', slug: 'photography', color: '#9333ea', illustration: 'camera' },
];

/** One task as its poster writes it: budget in rupees; `remote` when it can be done from anywhere. */
export type TaskTextSeed = { title: string; description: string; budget: number; remote?: boolean };

/** Six tasks per category (60 in all), in the order seed/task-plan.ts hands them states. */
export const TASK_TEXTS: Record<string, TaskTextSeed[]> = {
  ...HOME_CARE_TASK_TEXTS,
  ...ERRAND_AND_SKILL_TASK_TEXTS,
};
