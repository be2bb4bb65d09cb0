import { formatPrice } from '@bazaar/shared/money';
import {
  ZAdminVendorPaymentListQuery,
  ZAdminVendorPaymentListResponse,
  ZLedgerQuery,
  ZPayoutRequest,
  ZPayoutWriteResponse,
  ZVendorIdParams,
  ZVendorPaymentsResponse,
} from '@bazaar/shared/vendor-payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER } from '../../../lib/schemas.ts';
import { currentUser, currentVendor } from '../../../plugins/auth.ts';
import * as service from './service.ts';

const tags = ['vendor-payments'];

/** /api/vendor/payments: the signed-in vendor's balance and ledger. */
export const vendorPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Vendor'));
  app.addHook('preHandler', app.requireVendor);
  app.get(
    '/',
    {
      schema: {
        summary: "List my store's earnings and payouts",
        tags,
        security: BEARER,
        querystring: ZLedgerQuery,
        response: { 200: ZVendorPaymentsResponse },
      },
    },
    async (request) => service.paymentsOf(app.deps, currentVendor(request), request.query),
  );
};

/** /api/admin/vendor-payments: balances of every store, ledgers, payouts (Admin role). */
export const adminVendorPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/',
    {
      schema: {
        summary: 'List what each store is owed',
        tags,
        security: BEARER,
        querystring: ZAdminVendorPaymentListQuery,
        response: { 200: ZAdminVendorPaymentListResponse },
      },
    },
    async (request) => service.listVendorBalances(app.deps, request.query),
  );

  app.get(
    '/:vendorId',
    {
      schema: {
        summary: "Show a store's earnings and payouts",
        tags,
        security: BEARER,
        params: ZVendorIdParams,
        querystring: ZLedgerQuery,
        response: { 200: ZVendorPaymentsResponse },
      },
    },
    async (request) => service.getVendorPayments(app.deps, request.params.vendorId, request.query),
  );

  app.post(
    '/:vendorId/payouts',
    {
      schema: {
        summary: 'Record a payout to a store',
        tags,
        security: BEARER,
        params: ZVendorIdParams,
        body: ZPayoutRequest,
        response: { 200: ZPayoutWriteResponse },
      },
    },
    async (request) => {
      const data = await service.recordPayout(
        app.deps,
        currentUser(request).id,
        request.params.vendorId,
        request.body,
      );
      return { message: `Payout of ${formatPrice(data.entry.amount)} recorded`, data };
    },
  );
};
