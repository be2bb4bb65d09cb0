import { ZUserAddressRequest } from '@bazaar/shared/address-book';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { addresses } from '../db/schema/shop.ts';
import { users } from '../db/schema/users.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { listUserAddresses } from '../sections/shop/address-book/repo.ts';
import { createAddress } from '../sections/shop/address-book/service.ts';
import { shippingSnapshot } from '../sections/shop/checkout/checkout-records.ts';
import { findCheckoutAddress } from '../sections/shop/checkout/repo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoJoinedAt } from './demo.ts';
import type { SeedBuyer } from './order-builder.ts';

export const DEMO_USER_EMAIL = 'user@bazaar.test';
export const DEMO_VENDOR_EMAIL = 'vendor@bazaar.test';
export const DEMO_ADMIN_EMAIL = 'admin@bazaar.test';

/** Saved addresses as [district, municipality, area] of the seeded tree. */
type Place = [string, string, string];

/**
 * Extra buyers: the first four give the demo vendor orders over the last 30 days; all of them have
 * past (Delivered, reviewed) orders from every store.
 */
export const DEMO_BUYERS = [
  { email: 'buyer1@bazaar.test', fullName: 'Bina Gurung', phone: '9800000021', place: 0 },
  { email: 'buyer2@bazaar.test', fullName: 'Rajesh Maharjan', phone: '9800000022', place: 1 },
  { email: 'buyer3@bazaar.test', fullName: 'Sunita Rai', phone: '9800000023', place: 2 },
  { email: 'buyer4@bazaar.test', fullName: 'Prakash Adhikari', phone: '9800000024', place: 3 },
  { email: 'buyer5@bazaar.test', fullName: 'Anjali Shrestha', phone: '9800000025', place: 4 },
  { email: 'buyer6@bazaar.test', fullName: 'Dipesh Thapa', phone: '9800000026', place: 5 },
  { email: 'buyer7@bazaar.test', fullName: 'Kabita Tamang', phone: '9800000027', place: 6 },
  { email: 'buyer8@bazaar.test', fullName: 'Nabin Karki', phone: '9800000028', place: 7 },
  { email: 'buyer9@bazaar.test', fullName: 'Pooja Bhandari', phone: '9800000029', place: 8 },
  { email: 'buyer10@bazaar.test', fullName: 'Sagar Poudel', phone: '9800000030', place: 9 },
  { email: 'buyer11@bazaar.test', fullName: 'Manisha Joshi', phone: '9800000031', place: 10 },
  { email: 'buyer12@bazaar.test', fullName: 'Ramesh Shakya', phone: '9800000032', place: 11 },
] as const;

const PLACES: Place[] = [
  ['Lalitpur', 'Lalitpur Metropolitan City', 'Jawalakhel'],
  ['Bhaktapur', 'Bhaktapur Municipality', 'Kamalbinayak'],
  ['Kathmandu', 'Budhanilkantha', 'Golfutar'],
  ['Kathmandu', 'Kirtipur', 'Naya Bazar'],
  ['Kaski', 'Pokhara Metropolitan City', 'Lakeside'],
  ['Lalitpur', 'Mahalaxmi', 'Imadol'],
  ['Kathmandu', 'Tokha', 'Dhapasi'],
  ['Bhaktapur', 'Madhyapur Thimi', 'Lokanthali'],
  ['Kathmandu', 'Kathmandu Metropolitan City', 'Chabahil'],
  ['Kaski', 'Pokhara Metropolitan City', 'Bagar'],
  ['Lalitpur', 'Godawari', 'Lubhu'],
  ['Kathmandu', 'Chandragiri', 'Thankot'],
];
const DEMO_USER_HOME = {
  place: ['Kathmandu', 'Kathmandu Metropolitan City', 'New Baneshwor'] as Place,
  street: 'House 12, Shankhamul Marg',
};

/** The Area node at [district, municipality, area] of the seeded tree; null when it is not there. */
export async function findArea(db: Db, [district, municipality, area]: Place): Promise<string | null> {
  const result = await db.execute(sql`
    select a.id from ${addresses} d
    join ${addresses} m on m.parent_id = d.id and m.name = ${municipality}
    join ${addresses} a on a.parent_id = m.id and a.name = ${area}
    where d.level = 1 and d.name = ${district}
    limit 1`);
  // Both drivers (pg and PGlite) answer raw queries with `rows`.
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? null;
}

/**
 * The extra demo buyers (created when missing) and, for them and the demo user, a default Home
 * address saved through the address book; answers each buyer at their default address as checkout
 * sees it (the snapshot an order keeps and the District's delivery rule).
 */
export async function seedBuyers(
  db: Db,
): Promise<{ created: number; addresses: number; byEmail: Map<string, SeedBuyer> }> {
  const emails = DEMO_BUYERS.map((b) => b.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const have = new Set(existing.map((u) => u.email));
  const missing = DEMO_BUYERS.filter((b) => !have.has(b.email));
  let created = 0;
  if (missing.length > 0) {
    // One salted hash for all of them: same demo password, and a dozen scrypt runs would slow the start.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    created = (
      await db
        .insert(users)
        .values(
          missing.map((b) => ({
            id: newId(),
            fullName: b.fullName,
            email: b.email,
            phone: b.phone,
            passwordHash,
            roles: ['User'],
            createdAt: demoJoinedAt(DEMO_ACCOUNTS.length + DEMO_BUYERS.indexOf(b)),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id })
    ).length;
  }
  const people = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(inArray(users.email, [DEMO_USER_EMAIL, ...emails]));

  let saved = 0;
  const byEmail = new Map<string, SeedBuyer>();
  for (const person of people) {
    let home: { id: string } | undefined = (await listUserAddresses(db, person.id))[0];
    if (!home) {
      const buyer = DEMO_BUYERS.find((b) => b.email === person.email);
      const { place, street } = buyer
        ? { place: PLACES[buyer.place]!, street: 'Near the school' }
        : DEMO_USER_HOME;
      const areaId = await findArea(db, place);
      if (!areaId) continue;
      const input = ZUserAddressRequest.parse({
        label: 'Home',
        recipientName: person.fullName,
        phone: person.phone ?? '9800000000',
        addressId: areaId,
        street,
        isDefault: true,
      });
      home = { id: (await createAddress({ db }, person.id, input))._id };
      saved++;
    }
    const found = await findCheckoutAddress(db, person.id, home.id);
    if (!found) continue;
    byEmail.set(person.email, {
      id: person.id,
      address: shippingSnapshot(found.address, found.path),
      rule: found.rule,
    });
  }
  return { created, addresses: saved, byEmail };
}
