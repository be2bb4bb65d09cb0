import type { Access } from './types.ts';

/** Who may call each rent route; access.test.ts checks the lists against the registered routes. */
export const RENT_ACCESS: Record<string, Access> = {
  'GET /api/rent/list': 'public',
  'GET /api/rent/types': 'public',
  'GET /api/rent/:id': 'public',
  'POST /api/rent': 'User',
  'PUT /api/rent/:id': 'User',
  'PUT /api/rent/:id/status': 'User',
  'GET /api/rent/:id/me': 'User',
  'GET /api/rent/user/posted': 'User',
  'GET /api/rent/user/inquiries': 'User',
  'GET /api/rent/user/listing/:id': 'User',
  'POST /api/rent/:id/inquiries': 'User',
  'PUT /api/rent/inquiries/:inquiryId/close': 'User',
  'GET /api/admin/rent/list': 'Admin',
  'PUT /api/admin/rent/list/:id/hidden': 'Admin',
};
