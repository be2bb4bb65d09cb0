import { SECTIONS, type Section } from '@bazaar/shared/constants';
import { jobSection } from './job/section';
import { rentSection } from './rent/section';
import type { TWebSection } from './section-contract';
import { shopSection } from './shop/section';
import { taskSection } from './task/section';

/**
 * The web's one list of sections, in the order the site shows them (SECTIONS). A new section adds
 * its `section.ts` and one line here; menus, search, tabs, the home page and the sitemap follow.
 */
export const SECTION_REGISTRY: Readonly<Record<Section, TWebSection>> = {
  shop: shopSection,
  task: taskSection,
  job: jobSection,
  rent: rentSection,
};

/** The sections in the site's order. */
export const WEB_SECTIONS: readonly TWebSection[] = SECTIONS.map((name) => SECTION_REGISTRY[name]);
