import type { Section } from '@bazaar/shared/constants';

/** Words for each section, shared by its landing page, its search page and the home page cards. */
export const SECTION_INFO: Record<
  Section,
  { label: string; title: string; description: string; comingSoon: string; cta: string }
> = {
  shop: {
    label: 'Shop',
    title: 'Shop',
    description: 'Products from local vendors, delivered to your door, with cash on delivery.',
    comingSoon: 'The shop catalogue opens soon. Vendors are stocking their shelves.',
    cta: 'Browse products',
  },
  task: {
    label: 'Task',
    title: 'Task',
    description: 'Post a task — moving, repairs, tutoring, errands — and get offers from taskers nearby.',
    comingSoon: 'Task listings open soon. You will be able to post tasks and make offers here.',
    cta: 'Find taskers',
  },
  job: {
    label: 'Job',
    title: 'Job',
    description: 'Full-time, part-time and contract work from vendors hiring in your area.',
    comingSoon: 'Job listings open soon. Employers are preparing their openings.',
    cta: 'See openings',
  },
  rent: {
    label: 'Rent',
    title: 'Rent',
    description: 'Rooms, flats, houses, office space, vehicles and equipment to rent.',
    comingSoon: 'Rental listings open soon. Owners are listing their places.',
    cta: 'Find a rental',
  },
};
