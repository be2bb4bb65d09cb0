import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TFaqSection } from '@bazaar/shared/faq';
import { POLICY_KINDS, policyPageKey, SECTIONS } from '@bazaar/shared/page';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { insertPost } from '../content/blog/repo.ts';
import { insertMessage, insertReply } from '../content/contact/repo.ts';
import { insertFaq } from '../content/faq/repo.ts';
import { insertPageIfMissing } from '../content/page/repo.ts';
import { defaultPageTitle } from '../content/page/service.ts';
import { insertPartner } from '../content/partner/repo.ts';
import { insertMember } from '../content/team/repo.ts';
import type { Db } from '../db/client.ts';
import { blogs, faqs, partners, teamMembers } from '../db/schema/content.ts';
import { contactMessages } from '../db/schema/messages.ts';
import { users } from '../db/schema/users.ts';
import { newId } from '../lib/ids.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { type IllustrationKind, illustrationSvg } from './illustrations.ts';

// The demo's about page, blog, FAQs, policies, team and partners. Covers, portraits and logos are drawn
// here (SVG rendered to WebP with sharp) the way the product pictures are: nothing shipped or fetched.

const DAY = 24 * 60 * 60 * 1000;

type PostSeed = {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  kind: IllustrationKind;
  colors: [string, string];
  daysAgo: number;
};

const POSTS: PostSeed[] = [
  {
    slug: 'shopping-local-this-dashain',
    title: 'Shopping local this Dashain',
    excerpt: 'Why the stores around the corner deliver faster, and how to find them on Bazaar.',
    body: '<h2>Close to home</h2><p>Most orders on Bazaar travel less than ten kilometres. Stores in your own district pack and hand over the same day, so the festival gifts arrive before the guests do.</p><h3>Finding them</h3><ul><li>Open a category and sort by <strong>newest</strong>.</li><li>Visit a store page to see its rating and reviews.</li><li>Pay <em>cash on delivery</em> when you prefer.</li></ul><p>Happy Dashain from the Bazaar team.</p>',
    kind: 'shirt',
    colors: ['#b4442a', '#7a1f5c'],
    daysAgo: 2,
  },
  {
    slug: 'how-cash-on-delivery-works',
    title: 'How cash on delivery works',
    excerpt: 'Pay when the parcel reaches your door: what happens between the order and the knock.',
    body: '<p>Cash on delivery is the most used way to pay on Bazaar. Here is what happens after you place an order.</p><ol><li>The store confirms the order and packs it.</li><li>A rider picks it up and brings it to the address you chose.</li><li>You check the parcel and pay the rider.</li></ol><blockquote><p>Keep the exact amount ready: riders carry little change.</p></blockquote><p>You can follow every step under <a href="/user/shop/orders">My orders</a>.</p>',
    kind: 'rice-sack',
    colors: ['#0b7a5a', '#0f4c81'],
    daysAgo: 6,
  },
  {
    slug: 'open-your-store-in-a-day',
    title: 'Open your store in a day',
    excerpt: 'From the application to the first order: a short guide for new vendors.',
    body: '<h2>Apply</h2><p>Sign in, choose <strong>Apply for vendor</strong> and tell us about your business. We usually answer within a working day.</p><h2>List your products</h2><p>Good pictures and honest descriptions sell. Add every size and colour as a variant so buyers find what they need.</p><h2>Ship</h2><p>Mark orders as packed and shipped; buyers see each step and get a notification.</p>',
    kind: 'laptop',
    colors: ['#9a3412', '#334155'],
    daysAgo: 11,
  },
  {
    slug: 'five-kitchen-essentials',
    title: 'Five kitchen essentials under Rs. 5,000',
    excerpt: 'A pressure cooker, a kettle and three more things every new kitchen needs.',
    body: '<p>Setting up a kitchen does not have to be expensive. Our picks from stores across the valley:</p><ul><li>A 5-litre pressure cooker</li><li>An electric kettle</li><li>A set of steel tea cups</li><li>A sturdy chopping board</li><li>Airtight jars for rice and lentils</li></ul><p>Most of them qualify for free delivery over Rs. 5,000 when bought together.</p>',
    kind: 'cooker',
    colors: ['#92400e', '#1e3a8a'],
    daysAgo: 17,
  },
  {
    slug: 'getting-tasks-done-with-bazaar',
    title: 'Getting small jobs done with Bazaar Task',
    excerpt: 'Post a task, compare offers from taskers and pay when it is done.',
    body: '<p>Need a shelf fixed or a parcel picked up? Post it as a task with a budget and a date. Taskers near you send offers; you choose one, and the task moves from <em>Open</em> to <em>Assigned</em>.</p><p>When the work is done, mark it <strong>Completed</strong> and leave a review: good taskers rise to the top.</p>',
    kind: 'tent',
    colors: ['#0f766e', '#334155'],
    daysAgo: 25,
  },
  {
    slug: 'staying-safe-when-renting',
    title: 'Staying safe when renting a room',
    excerpt: 'Visit first, read the terms, and never pay a deposit to someone you have not met.',
    body: '<h2>Before you pay</h2><ul><li>Visit the room at the time you would live there.</li><li>Ask for the owner’s name and check it matches the listing.</li><li>Agree the deposit and what it covers in writing.</li></ul><p>Send your questions through the listing’s inquiry form: the conversation stays on Bazaar if anything goes wrong.</p>',
    kind: 'chair',
    colors: ['#6b21a8', '#0f4c81'],
    daysAgo: 33,
  },
];

const FAQS: Array<{ section: TFaqSection; question: string; answer: string }> = [
  {
    section: 'general',
    question: 'What is Bazaar?',
    answer:
      '<p>One marketplace to shop from local stores, get tasks done, find a job and rent a place, with one account.</p>',
  },
  {
    section: 'general',
    question: 'Is an account free?',
    answer: '<p>Yes. Registering and browsing are free; vendors pay a commission only on what they sell.</p>',
  },
  {
    section: 'general',
    question: 'How do I reach support?',
    answer:
      '<p>Write to us from the <a href="/contact">contact page</a> or call the number at the top of every page.</p>',
  },
  {
    section: 'shop',
    question: 'How do I pay for an order?',
    answer: '<p>Pay <strong>cash on delivery</strong> when the parcel reaches you.</p>',
  },
  {
    section: 'shop',
    question: 'Can I return a product?',
    answer:
      '<p>Within 7 days of delivery, if it is unused and in its packaging. Ask for a return from <a href="/user/shop/orders">My orders</a>.</p>',
  },
  {
    section: 'shop',
    question: 'How much is delivery?',
    answer:
      '<p>It depends on your district and the order total; the cart shows the charge before you order.</p>',
  },
  {
    section: 'task',
    question: 'How do I post a task?',
    answer:
      '<p>Sign in and choose <em>Post a task</em>: describe it, set a budget and a date, and taskers send offers.</p>',
  },
  {
    section: 'task',
    question: 'When do I pay the tasker?',
    answer: '<p>When the task is completed, as agreed with the tasker.</p>',
  },
  {
    section: 'job',
    question: 'How do I apply for a job?',
    answer:
      '<p>Open the job and choose <strong>Apply</strong>; you can follow your applications under your account.</p>',
  },
  {
    section: 'job',
    question: 'Can companies post jobs?',
    answer: '<p>Yes: verified vendors post jobs and review applications from their dashboard.</p>',
  },
  {
    section: 'rent',
    question: 'How do I list a room for rent?',
    answer: '<p>Sign in and create a rental listing with pictures, the price per month and the deposit.</p>',
  },
  {
    section: 'rent',
    question: 'Should I pay a deposit before visiting?',
    answer: '<p>No. Visit first and agree the terms in writing before paying anything.</p>',
  },
];

const ABOUT_BODY =
  '<h2>Who we are</h2><p>Bazaar started in Kathmandu in 2024 with a simple idea: the shops, helpers, employers and landlords of a neighbourhood should be one search away.</p><h2>What we believe</h2><ul><li><strong>Local first</strong>: buying near you is faster and keeps money in the community.</li><li><strong>Honest listings</strong>: real pictures, real prices, reviews from real buyers.</li><li><strong>Fair fees</strong>: vendors pay only when they sell.</li></ul><p>We are a small team, and we read every message sent through the <a href="/contact">contact page</a>.</p>';

const SECTION_NAME: Record<string, string> = { shop: 'Shop', task: 'Task', job: 'Job', rent: 'Rent' };

function policyBody(section: string, kind: (typeof POLICY_KINDS)[number]): string {
  const name = SECTION_NAME[section] ?? section;
  return kind === 'privacy-policies'
    ? `<h2>What we collect</h2><p>To run Bazaar ${name} we keep your name, contact details and what you do in the ${name.toLowerCase()} section.</p><h2>How we use it</h2><ul><li>To deliver what you ask for.</li><li>To notify you about your activity.</li><li>Never to sell to third parties.</li></ul><h2>Your rights</h2><p>You may ask for a copy of your data or its deletion through the <a href="/contact">contact page</a>.</p>`
    : `<h2>Using Bazaar ${name}</h2><p>By using the ${name.toLowerCase()} section you agree to list honestly, pay what you agreed and treat others with respect.</p><h2>Disputes</h2><p>Tell us within 7 days through the <a href="/contact">contact page</a>; we answer within two working days.</p><h2>Changes</h2><p>We may update these terms; the date of the last change shows on this page.</p>`;
}

const TEAM = [
  { name: 'Asha Gurung', role: 'Founder & CEO', color: '#0b7a5a' },
  { name: 'Bikash Rai', role: 'Head of engineering', color: '#1e3a8a' },
  { name: 'Sita Thapa', role: 'Vendor success', color: '#9a3412' },
  { name: 'Ramesh Shrestha', role: 'Operations', color: '#6b21a8' },
];

const PARTNERS = [
  { name: 'Himal Logistics', link: 'https://example.com/himal-logistics', color: '#0f766e' },
  { name: 'Valley Bank', link: 'https://example.com/valley-bank', color: '#1e3a8a' },
  { name: 'Everest Pay', link: 'https://example.com/everest-pay', color: '#b45309' },
  { name: 'Kathmandu Makers', link: 'https://example.com/kathmandu-makers', color: '#7a1f5c' },
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 1200×630 cover (the Open Graph size): a gradient, the post's title and a product drawing. */
function coverSvg(post: PostSeed): string {
  const drawing = illustrationSvg(post.kind, post.colors[0])
    .replace('<svg ', '<svg x="700" y="115" ')
    .replace('width="480" height="480"', 'width="400" height="400"');
  const words = post.title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .map(
      (line, i) =>
        `<text x="70" y="${230 + i * 72}" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${post.colors[0]}"/><stop offset="1" stop-color="${post.colors[1]}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="680" y="95" width="440" height="440" rx="36" fill="#ffffff" fill-opacity="0.12"/>
  ${drawing}
  <text x="70" y="130" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#ffffff" fill-opacity="0.85">BAZAAR BLOG</text>
  ${text}
</svg>`;
}

/** A portrait: head and shoulders in the member's colour, with their initials. */
function portraitSvg(name: string, color: string): string {
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${color}" fill-opacity="0.16"/>
  <circle cx="200" cy="160" r="78" fill="${color}"/>
  <path d="M60 400 C60 290 130 250 200 250 C270 250 340 290 340 400 Z" fill="${color}"/>
  <text x="200" y="182" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="58" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

/** A partner's logo: a mark and the name. */
function logoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200">
  <rect width="480" height="200" rx="24" fill="#ffffff"/>
  <circle cx="80" cy="100" r="44" fill="${color}"/>
  <path d="M58 118 L80 72 L102 118 Z" fill="#ffffff"/>
  <text x="140" y="111" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="bold" fill="${color}">${escapeXml(name)}</text>
</svg>`;
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Renders the pictures that are missing (a fresh DATA_DIR) as WebP. */
async function ensurePictures(uploadsDir: string): Promise<number> {
  const dir = join(uploadsDir, 'content');
  await mkdir(dir, { recursive: true });
  const jobs = [
    ...POSTS.map((p) => ({ file: `blog-${p.slug}.webp`, svg: coverSvg(p) })),
    ...TEAM.map((m) => ({ file: `team-${slugOf(m.name)}.webp`, svg: portraitSvg(m.name, m.color) })),
    ...PARTNERS.map((p) => ({ file: `partner-${slugOf(p.name)}.webp`, svg: logoSvg(p.name, p.color) })),
  ].filter((j) => !existsSync(join(dir, j.file)));
  await Promise.all(
    jobs.map((j) => sharp(Buffer.from(j.svg)).webp({ quality: 76 }).toFile(join(dir, j.file))),
  );
  return jobs.length;
}

type MessageSeed = {
  name: string;
  email: string;
  subject: string;
  message: string;
  hoursAgo: number;
  state: 'unread' | 'read' | 'replied' | 'archived';
  reply?: string;
};

/** What visitors wrote through /contact: two unread, one read, one answered, one archived. */
const MESSAGES: MessageSeed[] = [
  {
    name: 'Sita Gurung',
    email: 'sita.gurung@example.com',
    subject: 'Delivery to Pokhara',
    message:
      'Namaste! Do the stores in Kathmandu deliver to Lakeside, Pokhara? I would like to order a rice cooker before Tihar.',
    hoursAgo: 3,
    state: 'unread',
  },
  {
    name: 'Bikash Thapa',
    email: 'bikash.thapa@example.com',
    subject: 'Listing my flat for rent',
    message:
      'I have a two-room flat in Lalitpur to let from next month. Is there a fee for listing it on Bazaar Rent, and can I add photos later?',
    hoursAgo: 20,
    state: 'unread',
  },
  {
    name: 'Anita Shrestha',
    email: 'anita.shrestha@example.com',
    subject: 'Becoming a tasker',
    message:
      'I am a trained electrician. How do I start making offers on tasks, and when do I get paid after a task is completed?',
    hoursAgo: 50,
    state: 'read',
  },
  {
    name: 'Ramesh Karki',
    email: 'ramesh.karki@example.com',
    subject: 'Wrong size delivered',
    message:
      'My order arrived with a shirt one size too small. The store has not answered yet. What should I do?',
    hoursAgo: 96,
    state: 'replied',
    reply:
      'Namaste Ramesh, sorry about the size. We have asked the store to exchange it; you can also ask for a return from My orders within seven days of delivery.',
  },
  {
    name: 'Pooja Rai',
    email: 'pooja.rai@example.com',
    subject: 'Thank you',
    message: 'Just wanted to say the cash on delivery worked perfectly. Thank you, Bazaar team!',
    hoursAgo: 200,
    state: 'archived',
  },
];

/** The demo inbox of /admin/messages, once, while it is empty. */
async function seedContactMessages(db: Db, adminId: string | null): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(contactMessages);
  if ((existing?.n ?? 0) > 0) return 0;
  const now = Date.now();
  for (const m of MESSAGES) {
    const createdAt = new Date(now - m.hoursAgo * 60 * 60 * 1000);
    const id = newId();
    await insertMessage(db, {
      id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      isRead: m.state !== 'unread',
      isArchived: m.state === 'archived',
      repliedAt: m.reply ? new Date(createdAt.getTime() + 2 * 60 * 60 * 1000) : null,
      createdAt,
    });
    if (m.reply) {
      await insertReply(db, {
        id: newId(),
        messageId: id,
        adminId,
        adminName: 'Bazaar Admin',
        body: m.reply,
        createdAt: new Date(createdAt.getTime() + 2 * 60 * 60 * 1000),
      });
    }
  }
  return MESSAGES.length;
}

export type SiteContentSeedResult = {
  posts: number;
  faqs: number;
  team: number;
  partners: number;
  messages: number;
  images: number;
};

/**
 * Seeds the about page, the policy pages of every section, six published blog posts with covers,
 * FAQs for every section, a team, partners and a few contact messages. Idempotent: a post whose slug
 * exists, a page already written, and FAQs, team, partners or messages once any exist (the admins'
 * own) are left alone.
 */
export async function seedSiteContent(db: Db, opts: { uploadsDir: string }): Promise<SiteContentSeedResult> {
  const images = await ensurePictures(opts.uploadsDir);

  await insertPageIfMissing(db, { key: 'about', title: 'About Bazaar', body: sanitizeRichText(ABOUT_BODY) });
  for (const section of SECTIONS) {
    for (const kind of POLICY_KINDS) {
      const key = policyPageKey(section, kind);
      await insertPageIfMissing(db, {
        key,
        title: defaultPageTitle(key),
        body: sanitizeRichText(policyBody(section, kind)),
      });
    }
  }

  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@bazaar.test'))
    .limit(1);
  const taken = new Set(
    (
      await db
        .select({ slug: blogs.slug })
        .from(blogs)
        .where(
          inArray(
            blogs.slug,
            POSTS.map((p) => p.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const now = Date.now();
  const newPosts = POSTS.filter((p) => !taken.has(p.slug));
  for (const post of newPosts) {
    const publishedAt = new Date(now - post.daysAgo * DAY);
    await insertPost(db, {
      id: newId(),
      title: post.title,
      slug: post.slug,
      cover: `content/blog-${post.slug}.webp`,
      excerpt: post.excerpt,
      body: sanitizeRichText(post.body),
      status: 'published',
      publishedAt,
      authorId: author?.id ?? null,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }

  const isEmpty = async (table: typeof faqs | typeof teamMembers | typeof partners) =>
    ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

  let faqCount = 0;
  if (await isEmpty(faqs)) {
    for (const [i, faq] of FAQS.entries()) {
      await insertFaq(db, {
        id: newId(),
        ...faq,
        answer: sanitizeRichText(faq.answer),
        sortOrder: i,
        isPublished: true,
      });
    }
    faqCount = FAQS.length;
  }
  let teamCount = 0;
  if (await isEmpty(teamMembers)) {
    for (const [i, m] of TEAM.entries()) {
      await insertMember(db, {
        id: newId(),
        name: m.name,
        role: m.role,
        photo: `content/team-${slugOf(m.name)}.webp`,
        sortOrder: i,
      });
    }
    teamCount = TEAM.length;
  }
  let partnerCount = 0;
  if (await isEmpty(partners)) {
    for (const [i, p] of PARTNERS.entries()) {
      await insertPartner(db, {
        id: newId(),
        name: p.name,
        link: p.link,
        logo: `content/partner-${slugOf(p.name)}.webp`,
        sortOrder: i,
      });
    }
    partnerCount = PARTNERS.length;
  }
  const messages = await seedContactMessages(db, author?.id ?? null);
  return {
    posts: newPosts.length,
    faqs: faqCount,
    team: teamCount,
    partners: partnerCount,
    messages,
    images,
  };
}
