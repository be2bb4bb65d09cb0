/** Business constants and timings from docs/product-rules.md "Calls and freshness". */
export const NOTIFICATION_POLL_MS = 150_000;
export const NOTIFICATION_STALE_MS = 15_000;
export const PROFILE_STALE_MS = 60_000;
export const SITE_SETTING_STALE_MS = 60_000;
export const SESSION_REFETCH_SECONDS = 300;
export const NOTIFICATIONS_PANEL_MAX_VH = 50;
export const THEME_STORAGE_KEY = 'bazaar-color-scheme';
export const DEFAULT_THEME = 'light' as const;
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;
/**
 * Access tokens live this long (docs/decisions/033): the web server renews the browser's on every
 * session read (each SESSION_REFETCH_SECONDS at least), so a token read by a page script is worth
 * minutes, not days.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A sign-in lasts this long (its refresh secret, NextAuth's cookie), unless signed out before. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Failed logins allowed per account and address inside the window before 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const RESET_CODE_TTL_SECONDS = 15 * 60;
/** The web server's calls to the API show the shared WEB_SECRET in this header... */
export const WEB_SECRET_HEADER = 'x-web-secret';
/** ...and carry in this one the address of the browser they are made for. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
// The sections' names and labels live in section.ts (SECTION_INFO); kept here for older imports.
export { SECTION_INFO, SECTIONS, type Section, sectionCategoriesPath } from './section.ts';
