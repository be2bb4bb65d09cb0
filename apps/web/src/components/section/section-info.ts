import type { Section } from '@bazaar/shared/constants';

/** Words for each section, on the home page's cards. */
export const SECTION_INFO: Record<
  Section,
  { label: string; title: string; description: string; cta: string }
> = {
  shop: {
    label: 'Shop',
    title: 'Shop',
    description: 'Products from local vendors, delivered to your door, with cash on delivery.',
    cta: 'Browse products',
  },
  task: {
    label: 'Task',
    title: 'Task',
    description: 'Post a task — moving, repairs, tutoring, errands — and get offers from taskers nearby.',
    cta: 'Find taskers',
  },
  job: {
    label: 'Job',
    title: 'Job',
    description: 'Full-time, part-time and contract work from vendors hiring in your area.',
    cta: 'See openings',
  },
  rent: {
    label: 'Rent',
    title: 'Rent',
    description: 'Rooms, flats, houses, office space, vehicles and equipment to rent.',
    cta: 'Find a rental',
  },
};
