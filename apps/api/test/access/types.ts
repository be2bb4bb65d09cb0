import type { Role } from '@bazaar/shared/roles';

/** 'web-server': only a request showing WEB_SECRET (the web server's own calls), 403 to anyone else. */
export type Access = 'public' | 'signed-in' | 'web-server' | Role;
