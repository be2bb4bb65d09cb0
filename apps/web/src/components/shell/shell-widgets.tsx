'use client';

import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { TShellSection } from './shell-sections';

/**
 * What the frame shows of the features: the app layer (app/_shell/) passes them in, so the shell
 * imports no feature. Components are slots; a count the frame draws in its own markup is a hook.
 */
export type TShellWidgets = {
  /** The sections, in the site's order (the registry's): menus, search, the phone's tabs. */
  sections: readonly TShellSection[];
  /** The header's cart link with its count. */
  Cart: ComponentType;
  /** The signed-in user's notification bell. */
  Bell: ComponentType;
  /** The avatar menu of a signed-in user. */
  Profile: ComponentType<{ isCompact?: boolean }>;
  /** The unread count beside "Messages" in the account menus; nothing when all is read. */
  MessagesBadge: ComponentType;
  /** The number of cart lines, for the phone tab bar's cart tab. */
  useCartCount: () => number;
  /** Counts beside back-office menu entries, by href (the admin's unread contact messages). */
  useMenuCounts: (area: 'admin' | 'vendor') => Record<string, number>;
};

const ShellWidgetsContext = createContext<TShellWidgets | null>(null);

/** Hands the frame its widgets; `widgets` must be a constant (its hooks are called on every render). */
export function ShellWidgetsProvider({ widgets, children }: { widgets: TShellWidgets; children: ReactNode }) {
  return <ShellWidgetsContext.Provider value={widgets}>{children}</ShellWidgetsContext.Provider>;
}

/** The widgets the app layer passed in; a frame rendered without them is a programming error. */
export function useShellWidgets(): TShellWidgets {
  const widgets = useContext(ShellWidgetsContext);
  if (!widgets) throw new Error('The shell is rendered without ShellWidgetsProvider (app/_shell/).');
  return widgets;
}
