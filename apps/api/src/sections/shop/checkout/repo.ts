import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { cartItems } from '../../../db/schema/carts.ts';
import { emailOutbox } from '../../../db/schema/email-outbox.ts';
import { type NotificationRow, notifications } from '../../../db/schema/notifications.ts';
import {
  type CheckoutRow,
  checkouts,
  deliverySettings,
  districtDeliveryCharges,
  orderItems,
  orderStatusHistory,
  orders,
  type ShippingAddressSnapshot,
  type UserAddressRow,
  userAddresses,
} from '../../../db/schema/orders.ts';
import { pagePurges } from '../../../db/schema/page-purges.ts';
import { addresses, products, productVariants, vendors } from '../../../db/schema/shop.ts';
import { pgArray } from '../../../db/sql-array.ts';
import { newId } from '../../../lib/ids.ts';
import type { OutboxEmail } from '../../../lib/mailer.ts';
import { wantsSql } from '../../../platform/notification/choices.ts';
import {
  type NotificationContent,
  type NotifyInput,
  notificationMeta,
} from '../../../platform/notification/service.ts';
import { SETTINGS_KEY } from '../delivery-charge/repo.ts';
import { type DeliveryRule, toDeliveryRule } from '../delivery-charge/service.ts';
import { type NewCheckout, type NewOrder, ORDER_PLACED_NOTE } from './checkout-records.ts';

export async function findCheckoutByKey(
  db: Executor,
  userId: string,
  idempotencyKey: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, idempotencyKey)));
  return row;
}

/** The orders of a checkout with their store names, in the order they were made. */
export async function listCheckoutOrders(db: Executor, checkoutId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      total: orders.total,
      vendorId: orders.vendorId,
      storeName: vendors.storeName,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.id));
}

/**
 * The buyer's own saved address with its place names from the State down and the delivery rule of
 * its District, in one query (undefined when the address is not the user's).
 */
export async function findCheckoutAddress(
  db: Executor,
  userId: string,
  addressId: string,
): Promise<{ address: UserAddressRow; path: string[]; rule: DeliveryRule } | undefined> {
  const result = await db.execute(sql`
    select ua.id, ua.user_id as "userId", ua.label, ua.recipient_name as "recipientName", ua.phone,
      ua.address_id as "addressId", ua.district_id as "districtId", ua.street, ua.is_default as "isDefault",
      ua.created_at as "createdAt",
      array_remove(array[gg.name, g.name, p.name, a.name], null) as path,
      ds.key as "settingsKey", ds.default_charge as "defaultCharge", ds.free_threshold as "freeThreshold",
      ddc.charge as "districtCharge"
    from ${userAddresses} ua
    join ${addresses} a on a.id = ua.address_id
    left join ${addresses} p on p.id = a.parent_id
    left join ${addresses} g on g.id = p.parent_id
    left join ${addresses} gg on gg.id = g.parent_id
    left join ${deliverySettings} ds on ds.key = ${SETTINGS_KEY}
    left join ${districtDeliveryCharges} ddc on ddc.district_id = ua.district_id
    where ua.id = ${addressId}::uuid and ua.user_id = ${userId}::uuid`);
  const [row] = (result as unknown as { rows: AddressRuleRow[] }).rows;
  if (!row) return undefined;
  const { path, settingsKey, defaultCharge, freeThreshold, districtCharge, ...address } = row;
  return {
    address: { ...address, createdAt: new Date(address.createdAt) },
    path,
    rule: toDeliveryRule(
      settingsKey === null ? undefined : { defaultCharge: defaultCharge ?? 0, freeThreshold },
      districtCharge,
    ),
  };
}

type AddressRuleRow = Omit<UserAddressRow, 'createdAt'> & {
  createdAt: string | Date;
  path: string[];
  settingsKey: string | null;
  defaultCharge: number | null;
  freeThreshold: number | null;
  districtCharge: number | null;
};

export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id'>;

/**
 * A notification from a checkout: for the owner of store `vendorId` (the statement looks the owner
 * up), or for the buyer (`userId`).
 */
export type NewCheckoutNotification = NotificationContent &
  ({ vendorId: string; userId?: undefined } | { userId: string; vendorId?: undefined });

export type StockLine = { productId: string; variantId: string | null; quantity: number };

/**
 * Places a checkout in one statement (the caller's transaction commits it or rolls it back):
 * - locks the products bought in id order, so checkouts and cancellations racing for the same
 *   products queue in one order (the product first, then its variants) and never deadlock;
 * - takes every line's units off the shelf with conditional UPDATEs (a variant line from its variant
 *   and from the product's total, any other line from the product) and counts them as sold;
 * - writes the checkout row, one order per store (at the store's commission rate now), their items
 *   and first history rows, a notification to each store's owner and one to the buyer;
 * - takes the lines bought out of the cart (whatever their quantity now).
 * Answers the lines whose units could not be taken (too few left, or the product left the shop),
 * and the cart lines it deleted as they were: a line another checkout of this cart took first is
 * not among them (PostgreSQL skips a row deleted under it), one changed since it was read has another
 * quantity. When any line is short or missing or changed, the caller must roll back. Also answers
 * the notifications written, to publish.
 */
export async function writeCheckout<T extends StockLine>(
  tx: Executor,
  input: {
    checkout: NewCheckout;
    orders: NewOrder[];
    items: NewOrderItem[];
    notifications: NewCheckoutNotification[];
    shippingAddress: ShippingAddressSnapshot;
    note: string;
    cartLineIds: string[];
    lines: T[];
    /** The buyer's emails, queued with the orders (mailer.outboxRows). */
    emails: OutboxEmail[];
    /** The public pages the stock change touches, purged when the checkout commits. */
    purgeTags: string[];
  },
): Promise<{
  short: T[];
  bought: BoughtCartLine[];
  notifications: NotificationRow[];
  pushes: NotifyInput[];
  /** The buyer's emails written (none when they turned the shop's emails off). */
  emails: OutboxEmail[];
}> {
  const c = input.checkout;
  const userId = c.userId;
  const newOrders = input.orders.map((o) => ({ ...o, historyId: newId() }));
  const items = input.items.map((i) => ({ ...i, id: newId() }));
  const notes = input.notifications.map((n) => ({
    id: newId(),
    vendorId: n.vendorId ?? null,
    userId: n.userId ?? null,
    title: n.title,
    message: n.message,
    notificationType: n.notificationType,
    topic: n.topic,
    metaData: notificationMeta(n),
  }));
  const perProduct = new Map<string, { quantity: number; byVariant: boolean }>();
  for (const line of input.lines) {
    const p = perProduct.get(line.productId) ?? { quantity: 0, byVariant: line.variantId !== null };
    p.quantity += line.quantity;
    perProduct.set(line.productId, p);
  }
  const variantLines = input.lines.filter((l) => l.variantId !== null);
  // Ids as arrays the planner can see (`= any(...)`), so it reaches every row by its primary key;
  // rows from JSON alone would be estimated at 100 and joined by scanning whole tables.
  const productIds = pgArray([...perProduct.keys()]);
  const variantIds = pgArray(variantLines.map((l) => l.variantId));
  const vendorIds = pgArray(input.orders.map((o) => o.vendorId));
  const result = await tx.execute(sql`
    with locked as materialized (
      select id from ${products} where id = any(${productIds}::uuid[]) order by id for update
    ),
    taken_variants as (
      update ${productVariants} pv set stock = pv.stock - l.quantity
      from unnest(${variantIds}::uuid[], ${pgArray(variantLines.map((l) => l.productId))}::uuid[],
        ${pgArray(variantLines.map((l) => l.quantity))}::int[]) as l(id, product_id, quantity)
      where pv.id = any(${variantIds}::uuid[]) and pv.id = l.id and pv.product_id = l.product_id
        and pv.stock >= l.quantity and pv.product_id in (select id from locked)
      returning pv.id
    ),
    taken_products as (
      update ${products} p
      set stock = p.stock - l.quantity, sold_count = p.sold_count + l.quantity
      from unnest(${productIds}::uuid[], ${pgArray([...perProduct.values()].map((p) => p.quantity))}::int[],
        ${pgArray([...perProduct.values()].map((p) => p.byVariant))}::bool[]) as l(id, quantity, by_variant)
      where p.id = any(${productIds}::uuid[]) and p.id = l.id and p.id in (select id from locked)
        and p.status = 'active' and p.is_hidden = false and (l.by_variant or p.stock >= l.quantity)
      returning p.id
    ),
    new_checkout as (
      insert into ${checkouts} (id, user_id, idempotency_key, voucher_id, voucher_code, subtotal, discount,
        delivery_charge, total, payment_method)
      values (${c.id}::uuid, ${userId}::uuid, ${c.idempotencyKey}, ${c.voucherId ?? null}::uuid,
        ${c.voucherCode ?? null}, ${c.subtotal}::int, ${c.discount ?? 0}::int, ${c.deliveryCharge ?? 0}::int,
        ${c.total}::int, 'cod')
    ),
    new_orders as (
      insert into ${orders} (id, order_number, checkout_id, user_id, vendor_id, status, payment_method,
        payment_status, subtotal, discount, delivery_charge, total, commission_percent, voucher_code,
        shipping_address, note)
      select o.id, o."orderNumber", ${c.id}::uuid, ${userId}::uuid, o."vendorId", 'Pending', 'cod', 'Unpaid',
        o.subtotal, o.discount, o."deliveryCharge", o.total, v.commission_percent,
        o."voucherCode", ${JSON.stringify(input.shippingAddress)}::jsonb, ${input.note}
      from jsonb_to_recordset(${JSON.stringify(newOrders)}::jsonb) as o(id uuid, "orderNumber" text,
        "vendorId" uuid, subtotal int, discount int, "deliveryCharge" int, total int, "voucherCode" text)
      join ${vendors} v on v.id = o."vendorId" and v.id = any(${vendorIds}::uuid[])
    ),
    new_history as (
      insert into ${orderStatusHistory} (id, order_id, status, note, actor_id, actor_role)
      select o."historyId", o.id, 'Pending', ${ORDER_PLACED_NOTE}, ${userId}::uuid, 'User'
      from jsonb_to_recordset(${JSON.stringify(newOrders)}::jsonb) as o(id uuid, "historyId" uuid)
    ),
    new_items as (
      insert into ${orderItems} (id, order_id, product_id, variant_id, name, slug, image, variant_options,
        unit_price, quantity, line_total)
      select i.id, i."orderId", i."productId", i."variantId", i.name, i.slug, i.image, i."variantOptions",
        i."unitPrice", i.quantity, i."lineTotal"
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as i(id uuid, "orderId" uuid, "productId" uuid,
        "variantId" uuid, name text, slug text, image text, "variantOptions" jsonb, "unitPrice" int,
        quantity int, "lineTotal" int)
    ),
    note_targets as (
      select n.*, coalesce(n."userId", v.user_id) as target
      from jsonb_to_recordset(${JSON.stringify(notes)}::jsonb) as n(id uuid, "vendorId" uuid, "userId" uuid,
        title text, message text, "notificationType" text, topic text, "metaData" jsonb)
      left join ${vendors} v on v.id = n."vendorId" and v.id = any(${vendorIds}::uuid[])
      where n."userId" is not null or v.id is not null
    ),
    -- Each person's notification choices obeyed in the statement: the bell's rows, and who is pushed.
    new_notifications as (
      insert into ${notifications} (id, user_id, title, message, notification_type, meta_data)
      select n.id, n.target, n.title, n.message, n."notificationType", n."metaData"
      from note_targets n where ${wantsSql(sql`n.target`, sql`n.topic`, 'inApp')}
      returning id, user_id, created_at
    ),
    bought as (
      delete from ${cartItems} where user_id = ${userId}::uuid and id = any(${pgArray(input.cartLineIds)}::uuid[])
      returning id, quantity
    ),
    new_emails as (
      insert into ${emailOutbox} (id, "to", subject, body, template_key, headers, attempts, next_attempt_at)
      select e.id, e."to", e.subject, e.body, e."templateKey", e.headers, e.attempts, e."nextAttemptAt"
      from jsonb_to_recordset(${JSON.stringify(input.emails)}::jsonb) as e(id uuid, "to" text, subject text,
        body text, "templateKey" text, headers jsonb, attempts int, "nextAttemptAt" timestamptz)
      where ${wantsSql(sql`${userId}::uuid`, 'shop', 'email')}
      returning id
    ),
    -- Stamped as late as the statement can: the web reads purges by time (GET /page-cache/purges).
    new_purge as (
      insert into ${pagePurges} (id, tags, created_at)
      select ${newId()}::uuid, ${pgArray(input.purgeTags)}::text[], clock_timestamp()
      where ${input.purgeTags.length}::int > 0
    )
    select (select coalesce(array_agg(id), '{}') from taken_variants) as variants,
      (select coalesce(array_agg(id), '{}') from taken_products) as products,
      (select coalesce(json_agg(json_build_object('id', id, 'userId', user_id, 'createdAt', created_at)), '[]')
        from new_notifications) as notified,
      (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'quantity', quantity)), '[]') from bought) as bought,
      (select coalesce(array_agg(id), '{}') from new_emails) as emailed,
      (select coalesce(json_agg(json_build_object('id', n.id, 'userId', n.target)), '[]') from note_targets n
        where ${wantsSql(sql`n.target`, sql`n.topic`, 'push')}) as pushed`);
  const [row] = (
    result as unknown as {
      rows: {
        variants: string[];
        products: string[];
        notified: { id: string; userId: string; createdAt: string }[];
        bought: BoughtCartLine[];
        pushed: { id: string; userId: string }[];
        emailed: string[];
      }[];
    }
  ).rows;
  const variants = new Set(row?.variants ?? []);
  const taken = new Set(row?.products ?? []);
  const written = new Map((row?.notified ?? []).map((n) => [n.id, n]));
  return {
    short: input.lines.filter(
      (line) => !taken.has(line.productId) || (line.variantId !== null && !variants.has(line.variantId)),
    ),
    bought: row?.bought ?? [],
    emails: input.emails.filter((e) => row?.emailed.includes(e.id)),
    notifications: notes.flatMap(({ vendorId: _, userId: __, topic: ___, ...note }) => {
      const stored = written.get(note.id);
      return stored
        ? [{ ...note, userId: stored.userId, isSeen: false, createdAt: new Date(stored.createdAt) }]
        : [];
    }),
    pushes: (row?.pushed ?? []).flatMap(({ id, userId: to }) => {
      const note = input.notifications[notes.findIndex((n) => n.id === id)];
      if (!note) return [];
      const { vendorId: _, userId: __, ...content } = note;
      return [{ ...content, userId: to }];
    }),
  };
}

export type BoughtCartLine = { id: string; quantity: number };

/** The stock left of a line's variant or product (for the "Only N left" message). */
export async function currentStock(
  db: Executor,
  line: { productId: string; variantId: string | null },
): Promise<number> {
  if (line.variantId) {
    const [row] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, line.variantId));
    return row?.stock ?? 0;
  }
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, line.productId));
  return row?.stock ?? 0;
}
