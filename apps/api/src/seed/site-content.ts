import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { POLICY_KINDS, policyPageKey, SECTIONS } from '@bazaar/shared/page';
import { SECTION_INFO, type Section } from '@bazaar/shared/section';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { insertPost } from '../content/blog/repo.ts';
import { insertMessage, insertReply } from '../content/contact/repo.ts';
import { insertFaq } from '../content/faq/repo.ts';
import { insertPageIfMissing } from '../content/page/repo.ts';
import { defaultPageTitle } from '../content/page/service.ts';
import { partnerList } from '../content/partner/service.ts';
import { teamList } from '../content/team/service.ts';
import type { Db } from '../db/client.ts';
import { blogs, faqs, partners, teamMembers } from '../db/schema/content.ts';
import { contactMessages } from '../db/schema/messages.ts';
import { users } from '../db/schema/users.ts';
import { newId } from '../lib/ids.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { ABOUT_BODY, FAQS, MESSAGES, PARTNERS, POSTS, type PostSeed, TEAM } from './data/site-content.ts';
import { illustrationSvg } from './illustrations.ts';

// The demo's about page, blog, FAQs, policies, team and partners. Covers, portraits and logos are drawn
// here (SVG rendered to WebP with sharp) the way the product pictures are: nothing shipped or fetched.

const DAY = 24 * 60 * 60 * 1000;

function policyBody(section: Section, kind: (typeof POLICY_KINDS)[number]): string {
  const name = SECTION_INFO[section].label;
  return kind === 'privacy-policies'
    ? `<h2>What we collect</h2><p>To run Bazaar ${name} we keep your name, contact details and what you do in the ${name.toLowerCase()} section.</p><h2>How we use it</h2><ul><li>To deliver what you ask for.</li><li>To notify you about your activity.</li><li>Never to sell to third parties.</li></ul><h2>Your rights</h2><p>You may ask for a copy of your data or its deletion through the <a href="/contact">contact page</a>.</p>`
    : `<h2>Using Bazaar ${name}</h2><p>By using the ${name.toLowerCase()} section you agree to list honestly, pay what you agreed and treat others with respect.</p><h2>Disputes</h2><p>Tell us within 7 days through the <a href="/contact">contact page</a>; we answer within two working days.</p><h2>Changes</h2><p>We may update these terms; the date of the last change shows on this page.</p>`;
}

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
      await teamList.store.insert(db, {
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
      await partnerList.store.insert(db, {
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
