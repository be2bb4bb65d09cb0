import { eq } from 'drizzle-orm';
import { sliders } from '../../src/db/schema/content.ts';
import { deliveries } from '../../src/db/schema/orders.ts';
import { categories } from '../../src/db/schema/shop.ts';
import { vendorApplications } from '../../src/db/schema/vendor-applications.ts';
import { newId } from '../../src/lib/ids.ts';
import {
  addToCart,
  createPlace,
  insertVoucher,
  saveAddress,
} from '../../src/sections/shop/checkout/test-factories.ts';
import { orderScenario } from '../../src/sections/shop/order/test-factories.ts';
import { createOrder } from '../../src/sections/shop/review/test-factories.ts';
import { call, createUser, type TestApp } from '../helper.ts';
import { storeTestImage } from '../uploads.ts';

/** Who the fuzz calls as: nobody, and one account per role. */
export const FUZZ_ROLES = ['none', 'User', 'Vendor', 'Admin', 'SuperAdmin'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

/**
 * What the fuzz runs against: a token per role and a real row behind every path the API names by
 * id, so bad input meets the code that runs for a row that exists, not only the 404.
 */
export type FuzzWorld = {
  tokens: Record<FuzzRole, string | undefined>;
  /** Path template up to and including a parameter (`/api/admin/sliders/{id}`) → a real value. */
  pathValues: Record<string, string>;
  /** Body fields that name a row (`productId`) → a real id. */
  bodyIds: Record<string, string>;
  /**
   * Valid bodies where the generated one would fail a rule JSON Schema cannot show (a price unless
   * there are variants, an uploaded image, a place that exists), by operation (`POST /api/…`).
   */
  bodies: Record<string, Record<string, unknown>>;
};

/** The value for the last `{param}` of `prefix`, when the world has a row for it. */
export function pathValueFor(world: FuzzWorld, prefix: string): string | undefined {
  return world.pathValues[prefix];
}

async function ok<T>(res: { status: number; body: T }, what: string): Promise<T> {
  if (res.status >= 300)
    throw new Error(`fuzz world: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One of everything an id in a path can name, owned by the accounts the fuzz signs in as. */
export async function createWorld(t: TestApp): Promise<FuzzWorld> {
  const { buyer, vendor, vendorToken, product, order } = await orderScenario(t, { stock: 50 });
  const admin = await createUser(t, { roles: ['User', 'Admin'], tag: 'fuzz-admin' });
  const superAdmin = await createUser(t, { roles: ['User', 'SuperAdmin'], tag: 'fuzz-super' });

  // An upload the image fields can name.
  const image = await storeTestImage(t);

  const place = await createPlace(t, { districtCharge: 5_000 });
  const savedAddressId = await saveAddress(t, buyer, place.areaId);
  await addToCart(t, buyer, product.id, 1);
  const cart = await ok(
    await call(t, { method: 'GET', url: '/api/order/user/my-cart', token: buyer.token }),
    'cart',
  );
  await ok(
    await call(t, {
      method: 'POST',
      url: '/api/wishlist',
      token: buyer.token,
      payload: { productId: product.id },
    }),
    'wishlist',
  );
  const voucher = await insertVoucher(t);

  // A delivered order with a review the vendor can answer and an admin can hide.
  const delivered = await createOrder(t, { userId: buyer.row.id, vendorId: vendor.id, lines: [{ product }] });
  const review = await ok(
    await call(t, {
      method: 'POST',
      url: '/api/order/user/reviews',
      token: buyer.token,
      payload: { orderItemId: delivered.items[0]!.id, rating: 4, comment: 'Fine' },
    }),
    'review',
  );
  const reviewId = (review as { data: { _id: string } }).data._id;

  // A shipped order, which has a delivery record.
  const shipped = await createOrder(t, {
    userId: buyer.row.id,
    vendorId: vendor.id,
    lines: [{ product }],
    status: 'Processing',
  });
  await ok(
    await call(t, {
      method: 'PUT',
      url: `/api/vendor/orders/${shipped.order.id}/status`,
      token: vendorToken,
      payload: { status: 'Shipped', courier: 'Fuzz Couriers' },
    }),
    'ship',
  );
  const [delivery] = await t.db.select().from(deliveries).where(eq(deliveries.orderId, shipped.order.id));

  const applicant = await createUser(t, { tag: 'fuzz-applicant' });
  const applicationId = newId();
  await t.db.insert(vendorApplications).values({
    id: applicationId,
    userId: applicant.row.id,
    storeName: 'Fuzz Store',
    phone: '9812345678',
    email: applicant.email,
    panVat: '123456789',
  });
  const slideId = newId();
  await t.db.insert(sliders).values({ id: slideId, placement: 'home', image: 'sliders/fuzz.webp' });

  const [category] = await t.db.select().from(categories).where(eq(categories.id, product.categoryId));
  const cartItemId = (cart as { items: Array<{ _id: string }> }).items[0]!._id;

  return {
    tokens: {
      none: undefined,
      User: buyer.token,
      Vendor: vendorToken,
      Admin: admin.token,
      SuperAdmin: superAdmin.token,
    },
    pathValues: {
      '/api/admin/users/{id}': buyer.row.id,
      '/api/admin/addresses/{id}': place.areaId,
      '/api/user/addresses/{id}': savedAddressId,
      '/api/admin/categories/{id}': product.categoryId,
      '/api/category/{section}/{slug}': category!.slug,
      '/api/product/slug/{slug}': product.slug,
      '/api/product/{id}': product.id,
      '/api/vendor/products/{id}': product.id,
      '/api/admin/products/{id}': product.id,
      '/api/order/user/cart/{itemId}': cartItemId,
      '/api/wishlist/{productId}': product.id,
      '/api/admin/vouchers/{id}': voucher.id,
      '/api/order/user/orders/{id}': order.id,
      '/api/vendor/orders/{id}': order.id,
      '/api/admin/orders/{id}': order.id,
      '/api/admin/deliveries/{id}': delivery!.id,
      '/api/vendor/reviews/{id}': reviewId,
      '/api/admin/reviews/{id}': reviewId,
      '/api/admin/vendors/{id}': vendor.id,
      '/api/admin/vendor-applications/{id}': applicationId,
      '/api/admin/vendor-payments/{vendorId}': vendor.id,
      '/api/admin/sliders/{id}': slideId,
    },
    bodyIds: {
      productId: product.id,
      categoryId: product.categoryId,
      vendorId: vendor.id,
      addressId: savedAddressId,
      orderItemId: delivered.items[0]!.id,
    },
    bodies: {
      'POST /api/admin/sliders': { placement: 'home', image },
      'PUT /api/admin/products/{id}/flags': { isHidden: false },
      'POST /api/user/addresses': { addressId: place.areaId },
      'POST /api/vendor/products': {
        categoryId: product.categoryId,
        images: [image],
        price: 10_000,
        stock: 1,
      },
      'PUT /api/vendor/products/{id}': {
        categoryId: product.categoryId,
        images: [image],
        price: 10_000,
        stock: 1,
      },
      // Words or files: the schema shows both optional, and refuses a message with neither.
      'POST /api/thread/{id}/messages': { body: 'Is it still there?' },
      // A change must name at least one field.
      'PATCH /api/user/saved-searches/{id}': { name: 'Flats in Patan' },
    },
  };
}
