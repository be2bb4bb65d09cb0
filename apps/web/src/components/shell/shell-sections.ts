import type { Section } from '@bazaar/shared/constants';
import type { TablerIcon } from '@tabler/icons-react';

/** A tab of the phone's bottom bar. */
export type MobileTab = {
  label: string;
  href: string;
  icon: TablerIcon;
  showsCartCount?: boolean;
  /** Other pages the tab stands for (highlighted there too). */
  also?: readonly string[];
};

/**
 * What the frame reads of a section: its name, label, icon, home page and phone tabs. The app layer
 * hands the frame the registry's sections (sections/registry.ts), each of which is one of these.
 */
export type TShellSection = {
  name: Section;
  /** How menus, the search box and titles name it. */
  label: string;
  /** The icon every menu shows beside it. */
  icon: TablerIcon;
  /** Its public listing. */
  href: string;
  /** The phone's bottom tabs on its pages (docs/product-rules.md "Routes and shell"). */
  tabs: readonly MobileTab[];
  /** Whether it has a tab among the home page's phone tabs (there is room for three). */
  hasHomeTab: boolean;
};
