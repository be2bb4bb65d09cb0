import type { FastifyInstance } from 'fastify';
import { addressBookRoutes } from '../modules/address-book/routes.ts';
import { checkoutRoutes } from '../modules/checkout/routes.ts';
import { deliveryChargeRoutes } from '../modules/delivery-charge/routes.ts';
import { adminVoucherRoutes } from '../modules/voucher/routes.ts';

/** Registers the checkout API routes (prefixes under /api). */
export async function registerCheckoutRoutes(app: FastifyInstance): Promise<void> {
  await app.register(addressBookRoutes, { prefix: '/api/user/addresses' });
  await app.register(checkoutRoutes, { prefix: '/api/order/user/checkout' });
  await app.register(adminVoucherRoutes, { prefix: '/api/admin/vouchers' });
  await app.register(deliveryChargeRoutes, { prefix: '/api/admin/site-setting/delivery-charge' });
}
