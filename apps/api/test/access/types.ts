import type { Role } from '@bazaar/shared/roles';

export type Access = 'public' | 'signed-in' | Role;
