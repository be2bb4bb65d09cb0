// The four sections of the marketplace: the one list of their names and labels (zod-free: the web's
// pages and the browser import it). The API's sections/registry.ts has one entry per name here.
import type { TNotificationType } from './notification.ts';

/** The sections, in the order the site shows them (menus, the home page, the sitemap). */
export const SECTIONS = ['shop', 'task', 'job', 'rent'] as const;
export type Section = (typeof SECTIONS)[number];

export type SectionInfo = {
  name: Section;
  /** How menus, the search box and titles name it. */
  label: string;
  /** Its public home page: `/shop`, `/task`, … */
  path: string;
  /** One sentence on what it offers: the home page's card and its pages' meta description. */
  description: string;
  /** Whether it has a category tree (CATEGORY_SECTIONS) and so a `{path}/categories` page. */
  hasCategories: boolean;
  /** The kind of notification its events raise (the bell's tabs). */
  notificationType: TNotificationType;
  /** What its notifications are about (the notification choices page). */
  notificationAbout: string;
};

export const SECTION_INFO: Readonly<Record<Section, SectionInfo>> = {
  shop: {
    name: 'shop',
    label: 'Shop',
    path: '/shop',
    description: 'Products from local vendors, delivered to your door, with cash on delivery.',
    hasCategories: true,
    notificationType: 'shop',
    notificationAbout: "Orders, your store's sales and reviews",
  },
  task: {
    name: 'task',
    label: 'Task',
    path: '/task',
    description: 'Post a task — moving, repairs, tutoring, errands — and get offers from taskers nearby.',
    hasCategories: true,
    notificationType: 'task',
    notificationAbout: "Offers, questions and your tasks' progress",
  },
  job: {
    name: 'job',
    label: 'Job',
    path: '/job',
    description: 'Full-time, part-time and contract work from vendors hiring in your area.',
    hasCategories: true,
    notificationType: 'job',
    notificationAbout: 'Applications and their progress',
  },
  rent: {
    name: 'rent',
    label: 'Rent',
    path: '/rent',
    description: 'Rooms, flats, houses, office space, vehicles and equipment to rent.',
    hasCategories: false,
    notificationType: 'other',
    notificationAbout: 'Inquiries about rentals and their answers',
  },
};

/** Whether a string (a path segment, a query value) names a section. */
export function isSection(value: string | undefined): value is Section {
  return value !== undefined && (SECTIONS as readonly string[]).includes(value);
}

/** `{section}/categories`, for a section that has categories. */
export function sectionCategoriesPath(section: Section): string {
  return `${SECTION_INFO[section].path}/categories`;
}
