import { z } from 'zod';
import { ZEmail, ZPhone } from './auth.ts';
import { type TSort, zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { defineStatusFlow } from './status-flow.ts';

export const VENDOR_APPLICATION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const ZVendorApplicationStatus = z.enum(VENDOR_APPLICATION_STATUSES);
export type TVendorApplicationStatus = z.infer<typeof ZVendorApplicationStatus>;

/**
 * An application waits for an admin, who approves or rejects it once; a rejected applicant applies
 * again with a new application. Reject comes first: the buttons show in this order.
 */
export const VENDOR_APPLICATION_FLOW = defineStatusFlow<TVendorApplicationStatus, 'Admin'>({
  statuses: VENDOR_APPLICATION_STATUSES,
  transitions: { Admin: { Pending: ['Rejected', 'Approved'] } },
  colors: { Pending: 'yellow', Approved: 'green', Rejected: 'red' },
  actions: {
    Approved: { label: 'Approve' },
    Rejected: { label: 'Reject', isDestructive: true },
  },
});

export const VENDOR_APPLICATION_MAX_DOCUMENTS = 5;

/** A stored upload: the path the upload endpoint returned, or its full URL. */
const ZUploadRef = z.string().trim().min(1, 'Upload the file again').max(500, 'File reference is too long');

/** Optional text fields accept '' from a form and store it as absent. */
const optionalText = (max: number, message: string) =>
  z.union([z.literal('').transform(() => undefined), z.string().trim().max(max, message)]).optional();

/** POST /vendor-application. */
export const ZVendorApplicationRequest = z.object({
  storeName: z
    .string({ error: 'Store name is required' })
    .trim()
    .min(2, 'Store name must be at least 2 characters')
    .max(80, 'Store name must be at most 80 characters'),
  phone: ZPhone,
  email: ZEmail,
  panVat: z
    .string({ error: 'PAN/VAT number is required' })
    .trim()
    .regex(/^\d{9}$/, 'PAN/VAT number is the 9 digits on your certificate'),
  addressAreaId: z
    .union([z.literal('').transform(() => undefined), z.uuid({ error: 'Choose an address from the list' })])
    .optional(),
  street: z.string({ error: 'Street is required' }).trim().max(200, 'Street must be at most 200 characters'),
  description: optionalText(1000, 'Description must be at most 1000 characters'),
  logo: z.union([z.literal('').transform(() => undefined), ZUploadRef]).optional(),
  documents: z
    .array(ZUploadRef)
    .max(VENDOR_APPLICATION_MAX_DOCUMENTS, `Attach at most ${VENDOR_APPLICATION_MAX_DOCUMENTS} documents`)
    .optional(),
});
export type TVendorApplicationRequest = z.input<typeof ZVendorApplicationRequest>;

export const ZVendorApplication = z.object({
  _id: z.string(),
  userId: z.string(),
  applicant: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  storeName: z.string(),
  phone: z.string(),
  email: z.string(),
  panVat: z.string(),
  street: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  documents: z.array(z.string()),
  status: ZVendorApplicationStatus,
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TVendorApplication = z.infer<typeof ZVendorApplication>;

export const ZVendorApplicationWriteResponse = writeResult(ZVendorApplication);
export type TVendorApplicationWriteResponse = z.infer<typeof ZVendorApplicationWriteResponse>;

export const VENDOR_APPLICATION_SORTS = ['storeName', 'applicantName', 'createdAt', 'status'] as const;
export type TVendorApplicationSort = TSort<(typeof VENDOR_APPLICATION_SORTS)[number]>;

/**
 * GET /admin/vendor-applications: page, limit, optional status and search (store, applicant, email),
 * sort `field` or `-field` (default `-createdAt`, newest first).
 */
export const ZVendorApplicationListQuery = ZPageQuery.extend({
  status: z.union([z.literal('').transform(() => undefined), ZVendorApplicationStatus]).optional(),
  search: z.string().trim().max(100).optional(),
  sort: zSort(VENDOR_APPLICATION_SORTS, '-createdAt'),
});
export type TVendorApplicationListQuery = z.input<typeof ZVendorApplicationListQuery>;

/** Applications per status under the same search, `all` for every one (the admin tab badges). */
export const ZVendorApplicationStatusCounts = z.object({
  all: z.number().int(),
  Pending: z.number().int(),
  Approved: z.number().int(),
  Rejected: z.number().int(),
});
export const ZVendorApplicationListResponse = paginated(ZVendorApplication).extend({
  counts: z.object({ status: ZVendorApplicationStatusCounts }),
});
export type TVendorApplicationListResponse = z.infer<typeof ZVendorApplicationListResponse>;

export const ZVendorApplicationIdParams = z.object({ id: z.uuid({ error: 'Not a valid application id' }) });

/** PUT /admin/vendor-applications/:id/reject. */
export const ZRejectVendorApplicationRequest = z.object({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(5, 'Reason must be at least 5 characters')
    .max(500, 'Reason must be at most 500 characters'),
});
export type TRejectVendorApplicationRequest = z.input<typeof ZRejectVendorApplicationRequest>;
