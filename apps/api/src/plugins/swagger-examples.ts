/**
 * Examples for the API document, built from each schema (its enums, formats, patterns, bounds and
 * defaults) with values written by hand where a generated one would say nothing: ids, money in paisa,
 * names, slugs, dates, phone numbers. A field's name picks its value (`price` → 125000 paisa, Rs. 1,250;
 * `slug` → the area's slug), the area of the operation picks the subject (a product in the shop, a task
 * in Task). docs/decisions/035-api-document-examples.md.
 */

// JSON shapes of the document, loose on purpose: the test validates every example against its schema.
type Json = Record<string, unknown>;

export type ExampleContext = {
  /** The operation's area (its tag): picks what a `title`, `name` or `slug` is about. */
  area: string;
  /** Resolves a `$ref` of the document (`#/components/schemas/CategoryTreeNode`). */
  resolve: (ref: string) => Json | undefined;
  /** The record being filled (`vendor` inside a product): picks its name, slug and id. */
  subject?: string;
  /** The record being filled is a person (it has a `fullName`): its image is an avatar. */
  person?: boolean;
  /** Filling the top level of an answer: `message` says what the route did. */
  top?: boolean;
  /** An answer shows a public image as its URL; a request sends the stored path. */
  answer?: boolean;
};

/** One sample record per area: what a name, title, slug and description say there. */
type Subject = { title: string; name: string; slug: string; description: string };

const SHOP: Subject = {
  title: 'Handwoven Dhaka Topi',
  name: 'Handwoven Dhaka Topi',
  slug: 'handwoven-dhaka-topi',
  description:
    'A traditional Nepali cap woven on a hand loom in Palpa from cotton dhaka cloth, in a classic pattern.',
};

const SUBJECTS: Record<string, Subject> = {
  task: {
    title: 'Fix a leaking kitchen tap',
    name: 'Plumbing',
    slug: 'fix-a-leaking-kitchen-tap',
    description:
      'The kitchen tap drips all night. Replace the washer or the cartridge; bring your own tools, parts paid on receipt.',
  },
  job: {
    title: 'Junior Accountant',
    name: 'Accounting',
    slug: 'junior-accountant',
    description:
      'Keep the books of a growing trading firm in Lalitpur: invoices, VAT returns and monthly reports in Tally.',
  },
  rent: {
    title: 'Two-bedroom flat in Jhamsikhel',
    name: 'Flats',
    slug: 'two-bedroom-flat-in-jhamsikhel',
    description:
      'A sunny two-bedroom flat on the second floor with a kitchen, a balcony, parking for a scooter and water all day.',
  },
  blog: {
    title: 'How to choose a pashmina shawl',
    name: 'Buying guides',
    slug: 'how-to-choose-a-pashmina-shawl',
    description:
      'What the labels mean, how to tell real pashmina from a blend, and how to keep a shawl soft for years.',
  },
  category: { ...SHOP, title: 'Handicrafts', name: 'Handicrafts', slug: 'handicrafts' },
  vendor: {
    title: 'Himalayan Crafts',
    name: 'Himalayan Crafts',
    slug: 'himalayan-crafts',
    description: 'Handmade crafts from the hills of Nepal: caps, shawls, singing bowls and paper goods.',
  },
  address: { ...SHOP, title: 'Bagmati', name: 'Bagmati', slug: 'bagmati' },
  faq: { ...SHOP, title: 'How do I track my order?', name: 'Orders', slug: 'how-do-i-track-my-order' },
  team: { ...SHOP, title: 'Head of operations', name: 'Anita Gurung', slug: 'anita-gurung' },
  partner: { ...SHOP, title: 'Nepal Post', name: 'Nepal Post', slug: 'nepal-post' },
  page: {
    ...SHOP,
    title: 'About us',
    name: 'About us',
    slug: 'about-us',
    description: 'Bazaar is a marketplace for Nepal: shop, get tasks done, find work and rent.',
  },
};
SUBJECTS['vendor-application'] = SUBJECTS.vendor as Subject;
SUBJECTS.store = SUBJECTS.vendor as Subject;
SUBJECTS.place = { ...SHOP, title: 'Lalitpur', name: 'Lalitpur', slug: 'lalitpur' };
SUBJECTS.district = SUBJECTS.place as Subject;
SUBJECTS.product = SHOP;

/** A field that names a record of its own (`vendor`, `category`): what its name and slug say. */
function subjectOf(field: string, area: string): string {
  if (field === 'category') return `${area}-category`;
  return field in SUBJECTS ? field : area;
}
for (const [area, subject] of Object.entries({ shop: SHOP, product: SHOP, ...SUBJECTS })) {
  const name = area === 'task' || area === 'job' || area === 'rent' ? subject.name : 'Handicrafts';
  const slug = name.toLowerCase().replaceAll(' ', '-');
  SUBJECTS[`${area}-category`] = { ...subject, title: name, name, slug };
}

/** Fields that hold the record the operation is about, not a record of their own. */
const CONTAINERS = new Set(['body', 'data', 'doc', 'item', 'result', 'record']);

/** Values an enum field shows when it has them: the state a reader meets most. */
const PREFERRED_ENUM_VALUES = new Set(['active', 'Active', 'Open', 'approved', 'Approved', 'published', '1']);

/** Nullable fields that stay null in the usual example: dates and reasons of a later state. */
const NULL_WHEN_NULLABLE =
  /^((done|completed|cancelled|closed|deleted|decided|replied|answered|delivered|read|hidden|rejected)At|cancelReason|rejectionReason|lastError|didYouMean|nextPage|prevPage)$/;

/** The id each named field shows: a UUID v7 (the API's ids) whose last part follows from the name. */
function idFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `0193a5b2-7c1e-7d3a-9f2b-${hash.toString(16).padStart(12, '0').slice(-12)}`;
}

const DATE_TIME = '2026-11-20T09:30:00.000Z';

/** Where the static host serves public images (`IMAGE_BASE_URL`); answers carry the whole URL. */
const IMAGE_BASE = 'https://bazaar.example.com/uploads/';
/** Public images as a request sends them: the path `POST /api/upload/image` answered. */
const IMAGES: Record<string, string> = {
  image: 'misc/0193a5b2-8d4f-7a61-b2c3-5e9f0a1b2c3d.webp',
  logo: 'misc/0193a5b2-8d4f-7a61-b2c3-6f0a1b2c3d4e.webp',
  banner: 'misc/0193a5b2-8d4f-7a61-b2c3-7a1b2c3d4e5f.webp',
  cover: 'misc/0193a5b2-8d4f-7a61-b2c3-8b2c3d4e5f60.webp',
  photo: 'avatars/0193a5b2-8d4f-7a61-b2c3-9c3d4e5f6071.webp',
};
const DAY = '2027-01-15';

/** Fields whose value is the same wherever they appear. */
const NAMED_STRINGS: Record<string, string> = {
  fullName: 'Sita Sharma',
  authorName: 'Sita Sharma',
  buyerName: 'Sita Sharma',
  recipientName: 'Sita Sharma',
  adminName: 'Ramesh Thapa',
  storeName: 'Himalayan Crafts',
  siteName: 'Bazaar',
  email: 'sita.sharma@example.com',
  phone: '9812345678',
  // A browser's push subscription keys (RFC 8291): a P-256 public key and a 16-byte secret, base64url.
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
  contactNumber: '9812345678',
  password: 'Saathi-2026',
  oldPassword: 'Saathi-2026',
  newPassword: 'Naya-saathi-2027',
  accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMTkzYTViMi03YzFlIn0.c2lnbmF0dXJl',
  cv: 'private/0193a5b2-7c1e-7d3a-9f2b-4c8e1a6d2f01',
  cvName: 'sita-sharma-cv.pdf',
  street: 'Jhamsikhel Marg, house 12',
  address: 'Jhamsikhel Marg, Lalitpur',
  location: 'Lalitpur',
  stateName: 'Bagmati',
  sku: 'DHAKA-TOPI-M-RED',
  orderNumber: 'BZ-20261120-0042',
  voucherCode: 'DASHAIN10',
  code: 'DASHAIN10',
  courier: 'Nepal Post',
  trackingNote: 'Handed to the courier in Lalitpur',
  cancelReason: 'Ordered the wrong size',
  rejectionReason: 'The PAN certificate is not readable',
  reason: 'The listing breaks the rules of the site',
  note: 'Please call before delivering',
  comment: 'Soft cloth and neat stitching; it fits well.',
  reply: 'Thank you for your kind words!',
  message: 'Is this still available? I can collect it on Saturday.',
  body: 'Is this still available? I can collect it on Saturday.',
  text: 'Is this still available? I can collect it on Saturday.',
  subject: 'A question about my order',
  question: 'Do you bring your own tools?',
  answer: 'Yes, and spare washers as well.',
  answerText: 'Yes, and spare washers as well.',
  coverLetter:
    'I have two years of experience keeping books in Tally and filing VAT returns, and I live nearby.',
  bio: 'Plumber in Lalitpur for eight years; quick, tidy and on time.',
  excerpt: 'What the labels mean and how to tell real pashmina from a blend.',
  label: 'Home',
  search: 'dhaka topi',
  q: 'dhaka topi',
  didYouMean: 'dhaka topi',
  brand: 'Palpali',
  period: 'month',
  skills: 'Tally',
  amenities: 'Parking',
  reference: 'NIBL-TXN-884512',
  payoutDetails: 'Nabil Bank, account 0123456789012, Himalayan Crafts Pvt. Ltd.',
  link: 'https://bazaar.example.com/shop/handicrafts',
  url: 'https://bazaar.example.com/shop/handicrafts',
  facebookLink: 'https://www.facebook.com/bazaar.example',
  instagramLink: 'https://www.instagram.com/bazaar.example',
  twitterLink: 'https://x.com/bazaar_example',
  youtubeLink: 'https://www.youtube.com/@bazaar.example',
  appStoreLink: 'https://apps.apple.com/app/bazaar-example/id0000000000',
  key: 'order-placed',
  templateKey: 'order-placed',
  path: '/shop/handwoven-dhaka-topi',
  route: '/shop',
  panVat: '601234567',
  productName: 'Handwoven Dhaka Topi',
  productSlug: 'handwoven-dhaka-topi',
  contentType: 'image/webp',
  folder: 'products',
  bucket: 'public',
  lastError: 'Connection refused by the mail server',
  db: 'up',
};

/** Fields whose value is a day (`YYYY-MM-DD`). */
const DAY_FIELDS = new Set([
  'date',
  'deadline',
  'from',
  'to',
  'visitDate',
  'availableFrom',
  'available',
  'whenDate',
]);

/** Amounts in paisa (docs/decisions/004-money-in-paisa.md): Rs. 1,250 unless named otherwise. */
const NAMED_NUMBERS: Record<string, number> = {
  price: 125_000,
  unitPrice: 125_000,
  mrp: 150_000,
  minPrice: 50_000,
  maxPrice: 500_000,
  priceMin: 50_000,
  priceMax: 500_000,
  lineTotal: 250_000,
  subtotal: 250_000,
  deliveryCharge: 10_000,
  baseDeliveryCharge: 10_000,
  defaultCharge: 10_000,
  charge: 10_000,
  discount: 25_000,
  maxDiscount: 50_000,
  minOrder: 100_000,
  freeThreshold: 500_000,
  orderTotal: 235_000,
  total: 12,
  budget: 150_000,
  budgetMin: 100_000,
  budgetMax: 200_000,
  salaryMin: 3_500_000,
  salaryMax: 5_000_000,
  deposit: 5_000_000,
  serviceCharge: 15_000,
  taskerReceives: 135_000,
  commission: 25_000,
  commissionPercent: 10,
  serviceChargePercent: 10,
  discountPercent: 17,
  percent: 10,
  value: 10,
  rating: 4.5,
  averageRating: 4.5,
  average: 4.5,
  page: 1,
  limit: 20,
  totalPages: 1,
  nextPage: 2,
  prevPage: 1,
  quantity: 2,
  stock: 12,
  sortOrder: 1,
  level: 1,
  openings: 2,
  usageLimit: 100,
  perUserLimit: 1,
  days: 30,
  size: 48_213,
  attempts: 1,
};

/** Other numbers by the shape of their name: money, counts, percentages. */
function numberByName(name: string): number {
  if (name in NAMED_NUMBERS) return NAMED_NUMBERS[name] as number;
  if (/percent/i.test(name)) return 10;
  if (/(amount|balance|earned|revenue|paid|paidout|spent|reversed|sales)$/i.test(name)) return 1_250_000;
  if (/(count|total)$/i.test(name)) return 3;
  return 1;
}

function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : 'Text';
}

/** Candidates tried, in order, against a pattern the named value does not match. */
const PATTERN_VALUES = [
  '0193a5b2-7c1e-7d3a-9f2b-4c8e1a6d2f01',
  DATE_TIME,
  DAY,
  '9812345678',
  '482913',
  '601234567',
  'DASHAIN10',
  'handwoven-dhaka-topi',
  'Saathi-2026',
];

function stringExample(schema: Json, name: string, ctx: ExampleContext): string {
  const subjectName = ctx.subject ?? ctx.area;
  const subject = SUBJECTS[subjectOf(subjectName, ctx.area)] ?? SUBJECTS[ctx.area] ?? SHOP;
  const format = schema.format as string | undefined;
  let value: string;
  if (name === '_id' || name === 'id') value = idFor(`${subjectName}Id`);
  else if (format === 'uuid' || /Ids?$/.test(name)) value = idFor(name.replace(/s$/, ''));
  else if (name === 'message' && ctx.top) value = 'Saved';
  else if (name === 'q' || name === 'search') value = (SUBJECTS[ctx.area] ?? SHOP).name.toLowerCase();
  else if (name in IMAGES || name === 'images') {
    const path = IMAGES[ctx.person ? 'photo' : name === 'images' ? 'image' : name] as string;
    value = ctx.answer ? IMAGE_BASE + path : path;
  } else if (name in SUBJECTS || name === 'category')
    value = (SUBJECTS[subjectOf(name, ctx.area)] ?? SHOP).slug;
  else if (format === 'email') value = NAMED_STRINGS.email as string;
  else if (format === 'date-time' || /At$/.test(name) || name === 'memberSince' || name === 'since')
    value = DATE_TIME;
  else if (format === 'date' || DAY_FIELDS.has(name)) value = DAY;
  else if (format === 'uri') value = NAMED_STRINGS[name] ?? 'https://bazaar.example.com/shop';
  else if (name === 'title' || name === 'name') value = subject[name];
  else if (name === 'slug') value = subject.slug;
  else if (name === 'description') value = subject.description;
  else value = NAMED_STRINGS[name] ?? humanize(name);

  // A pattern of its own, and those of `allOf` (a password's "a lower-case letter", "a digit", …).
  const patterns = [schema, ...((schema.allOf ?? []) as Json[])]
    .map((part) => part.pattern)
    .filter((pattern): pattern is string => typeof pattern === 'string')
    .map((pattern) => new RegExp(pattern, 'u'));
  const fits = (candidate: string) => patterns.every((pattern) => pattern.test(candidate));
  if (!fits(value)) value = PATTERN_VALUES.find(fits) ?? value;
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Number.POSITIVE_INFINITY);
  while (value.length < min) value = `${value} ${subject.description}`;
  return value.length > max ? value.slice(0, max).trimEnd() : value;
}

function numberExample(schema: Json, name: string, integer: boolean): number {
  let value = numberByName(name);
  if (integer) value = Math.round(value);
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  if (min !== undefined && value < min) value = min;
  if (exclusiveMin !== undefined && value <= exclusiveMin) value = exclusiveMin + 1;
  if (max !== undefined && value > max) value = max;
  return value;
}

/** True for a branch that says nothing about the value: `null`, or the empty string of an optional filter. */
function isEmptyBranch(branch: Json): boolean {
  const onlyEmpty = Array.isArray(branch.enum) && branch.enum.every((v) => v === '' || v === null);
  return (
    branch.type === 'null' ||
    branch.const === '' ||
    branch.const === null ||
    branch.maxLength === 0 ||
    onlyEmpty
  );
}

/**
 * An example value for `schema`, the field being `name`. `seen` holds the `$ref`s being expanded: a
 * recursive schema (the category tree) stops with an empty list.
 */
export function exampleOf(schema: unknown, name: string, ctx: ExampleContext, seen: string[] = []): unknown {
  if (schema === true || schema === undefined) return NAMED_STRINGS[name] ?? humanize(name);
  if (schema === null || typeof schema !== 'object') return undefined;
  const s = schema as Json;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('example' in s) return s.example;
  if (typeof s.$ref === 'string') {
    if (seen.includes(s.$ref)) return undefined;
    return exampleOf(ctx.resolve(s.$ref), name, ctx, [...seen, s.$ref]);
  }
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) {
    const values = s.enum.filter((v) => v !== null && v !== '');
    return values.find((v) => PREFERRED_ENUM_VALUES.has(String(v))) ?? values[0] ?? s.enum[0];
  }
  const nullable =
    [s.type].flat().includes('null') || ((s.anyOf ?? s.oneOf) as Json[] | undefined)?.some(isEmptyBranch);
  if (nullable && NULL_WHEN_NULLABLE.test(name)) return null;
  if ('default' in s && s.default !== undefined) return s.default;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = s[key] as Json[] | undefined;
    if (branches) {
      const branch = branches.find((b) => !isEmptyBranch(b)) ?? branches[0];
      return exampleOf(branch, name, ctx, seen);
    }
  }
  if (Array.isArray(s.allOf) && s.type === undefined) {
    return Object.assign({}, ...s.allOf.map((part) => exampleOf(part, name, ctx, seen) as Json));
  }
  const types = [s.type].flat().filter((type) => type !== 'null' && type !== undefined) as string[];
  const type = types[0] ?? (s.properties ? 'object' : s.items ? 'array' : 'string');
  switch (type) {
    case 'object': {
      const out: Json = {};
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const inner: ExampleContext = {
        ...ctx,
        subject: CONTAINERS.has(name) ? ctx.subject : name,
        person: 'fullName' in properties,
        top: name === 'body',
      };
      const required = new Set((s.required ?? []) as string[]);
      for (const [key, value] of Object.entries(properties)) {
        // A write's answer may carry a toast title; the API sends none today.
        if (inner.top && ctx.answer && key === 'title' && !required.has(key)) continue;
        // Said only when a count stopped at its cap: a list usually has none.
        if (key === 'totalIsCapped' && !required.has(key)) continue;
        const example = exampleOf(value, key, inner, seen);
        if (example !== undefined) out[key] = example;
      }
      const extra = s.additionalProperties;
      const keys = (s.propertyNames as Json | undefined)?.enum;
      if (Object.keys(properties).length === 0 && Array.isArray(keys)) {
        // A record keyed by an enum (the vendor dashboard's orders by status): every key.
        for (const key of keys) out[String(key)] = exampleOf(extra, String(key), ctx, seen);
      } else if (Object.keys(properties).length === 0 && extra && typeof extra === 'object') {
        const example = exampleOf(extra, name, ctx, seen);
        if (example !== undefined) out[name === 'variantOptions' ? 'Size' : 'key'] = example;
      }
      return out;
    }
    case 'array': {
      const item = exampleOf(s.items, name.replace(/s$/, ''), ctx, seen);
      if (item === undefined) return [];
      const count = Math.max(1, Number(s.minItems ?? 1));
      return Array.from({ length: count }, () => item);
    }
    case 'integer':
      return numberExample(s, name, true);
    case 'number':
      return numberExample(s, name, false);
    case 'boolean':
      return !/^(hidden|blocked|remote|unread)$/.test(name);
    default:
      return stringExample(s, name, ctx);
  }
}
