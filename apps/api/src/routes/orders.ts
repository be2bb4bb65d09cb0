import type { FastifyInstance } from 'fastify';
import { adminDeliveryRoutes } from '../modules/delivery/routes.ts';
import { adminOrderRoutes, userOrderRoutes, vendorOrderRoutes } from '../modules/order/routes.ts';
import { adminVendorPaymentRoutes, vendorPaymentRoutes } from '../modules/vendor-payment/routes.ts';

/** Registers the orders API routes (prefixes under /api). */
export async function registerOrdersRoutes(app: FastifyInstance): Promise<void> {
  await app.register(userOrderRoutes, { prefix: '/api/order/user' });
  await app.register(vendorOrderRoutes, { prefix: '/api/vendor/orders' });
  await app.register(adminOrderRoutes, { prefix: '/api/admin/orders' });
  await app.register(adminDeliveryRoutes, { prefix: '/api/admin/deliveries' });
  await app.register(vendorPaymentRoutes, { prefix: '/api/vendor/payments' });
  await app.register(adminVendorPaymentRoutes, { prefix: '/api/admin/vendor-payments' });
}
