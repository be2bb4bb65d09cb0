import type { Access } from './types.ts';

/** Who may call each job route; access.test.ts checks the lists against the registered routes. */
export const JOB_ACCESS: Record<string, Access> = {
  'GET /api/job/list': 'public',
  'GET /api/job/categories': 'public',
  'GET /api/job/:id': 'public',
  'GET /api/job/:id/me': 'User',
  'POST /api/job/:id/apply': 'User',
  'GET /api/job/user/applied': 'User',
  'PUT /api/job/applications/:id/withdraw': 'User',
  'GET /api/vendor/job/jobs': 'Vendor',
  'POST /api/vendor/job/jobs': 'Vendor',
  'GET /api/vendor/job/jobs/:id': 'Vendor',
  'PUT /api/vendor/job/jobs/:id': 'Vendor',
  'PUT /api/vendor/job/jobs/:id/status': 'Vendor',
  'GET /api/vendor/job/applications': 'Vendor',
  'PUT /api/vendor/job/applications/:id/status': 'Vendor',
  'GET /api/vendor/job/applications/:id/cv': 'Vendor',
  'GET /api/admin/job/jobs': 'Admin',
  'PUT /api/admin/job/jobs/:id/close': 'Admin',
  'PUT /api/admin/job/jobs/:id/hidden': 'Admin',
  'GET /api/admin/job/applications': 'Admin',
};
