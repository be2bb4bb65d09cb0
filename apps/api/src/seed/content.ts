import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AD_SLOTS } from '@bazaar/shared/ad';
import { AD_IMAGE_SIZE, SLIDE_IMAGE_SIZE } from '@bazaar/shared/banner-constants';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { adPlacements, type SliderRow, sliders } from '../db/schema/content.ts';
import { newId } from '../lib/ids.ts';

type SlideSeed = {
  placement: SliderRow['placement'];
  title: string;
  subtitle: string;
  link: string;
  colors: [string, string];
};

const SLIDES: SlideSeed[] = [
  {
    placement: 'shop',
    title: 'Dashain deals',
    subtitle: 'Up to 30% off electronics from local stores',
    link: '/shop/category/electronics',
    colors: ['#0b7a5a', '#0f4c81'],
  },
  {
    placement: 'shop',
    title: 'Made in Nepal',
    subtitle: 'Handmade fashion from Himalayan Threads',
    link: '/shop/category/fashion',
    colors: ['#b4442a', '#7a1f5c'],
  },
  {
    placement: 'shop',
    title: 'Cash on delivery',
    subtitle: 'Pay when your order reaches your door',
    link: '/shop',
    colors: ['#334155', '#0b7a5a'],
  },
  {
    placement: 'home',
    title: 'One marketplace',
    subtitle: 'Shop, hire, work and rent with one account',
    link: '/shop',
    colors: ['#0b7a5a', '#1e3a8a'],
  },
  {
    placement: 'home',
    title: 'Sell on Bazaar',
    subtitle: 'Open your store in a day',
    link: '/user/apply-for-vendor',
    colors: ['#9a3412', '#334155'],
  },
];

const AD_TEXT: Record<(typeof AD_SLOTS)[number], { title: string; link: string; color: string }> = {
  'shop-home': { title: 'Free delivery over Rs. 5,000', link: '/shop', color: '#92400e' },
  'product-detail': {
    title: 'Sell your products on Bazaar',
    link: '/user/apply-for-vendor',
    color: '#1e3a8a',
  },
  'task-detail': { title: 'Get your tasks done', link: '/task', color: '#0f766e' },
  'job-home': { title: 'Hiring? Post a job', link: '/job', color: '#6b21a8' },
  'job-detail': { title: 'Find your next job', link: '/job', color: '#6b21a8' },
  'rent-home': { title: 'Rooms and flats near you', link: '/rent', color: '#0f766e' },
  'rent-detail': { title: 'List your place for rent', link: '/rent', color: '#0f766e' },
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function bannerSvg(width: number, height: number, colors: [string, string], title: string, subtitle: string) {
  const big = Math.round(height * 0.17);
  const small = Math.round(height * 0.075);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.3}" r="${height * 0.55}" fill="#ffffff" fill-opacity="0.09"/>
  <circle cx="${width * 0.95}" cy="${height * 0.95}" r="${height * 0.35}" fill="#ffffff" fill-opacity="0.07"/>
  <text x="${width * 0.07}" y="${height * 0.5}" font-family="DejaVu Sans, sans-serif" font-size="${big}" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
  <text x="${width * 0.07}" y="${height * 0.5 + small * 1.8}" font-family="DejaVu Sans, sans-serif" font-size="${small}" fill="#ffffff" fill-opacity="0.9">${escapeXml(subtitle)}</text>
</svg>`;
}

/** Renders the banner images that are missing (a fresh DATA_DIR), as WebP like the product pictures. */
async function ensureBannerImages(uploadsDir: string): Promise<number> {
  const dir = join(uploadsDir, 'content');
  await mkdir(dir, { recursive: true });
  const jobs: { file: string; svg: string; width: number; height: number }[] = [];
  SLIDES.forEach((s, i) => {
    const { width, height } = SLIDE_IMAGE_SIZE;
    jobs.push({
      file: `slide-${s.placement}-${i + 1}.webp`,
      svg: bannerSvg(width, height, s.colors, s.title, s.subtitle),
      width,
      height,
    });
  });
  for (const slot of AD_SLOTS) {
    const { width, height } = AD_IMAGE_SIZE;
    const ad = AD_TEXT[slot];
    jobs.push({
      file: `ad-${slot}.webp`,
      svg: bannerSvg(width, height, [ad.color, '#111827'], ad.title, 'Advertisement'),
      width,
      height,
    });
  }
  const missing = jobs.filter((j) => !existsSync(join(dir, j.file)));
  await Promise.all(
    missing.map((j) =>
      sharp(Buffer.from(j.svg)).resize(j.width, j.height).webp({ quality: 74 }).toFile(join(dir, j.file)),
    ),
  );
  return missing.length;
}

export type ContentSeedResult = { slides: number; ads: number; images: number };

/**
 * Seeds the home and shop sliders and one ad per slot, with generated banner images. Idempotent: a
 * placement that already has slides (the admin's own, or deleted ones replaced) is left alone; an
 * existing ad is never overwritten.
 */
export async function seedContentData(db: Db, opts: { uploadsDir: string }): Promise<ContentSeedResult> {
  const images = await ensureBannerImages(opts.uploadsDir);
  const existing = new Set(
    (await db.select({ placement: sliders.placement }).from(sliders)).map((r) => r.placement),
  );
  const slideRows = SLIDES.flatMap((s, i) =>
    existing.has(s.placement)
      ? []
      : [
          {
            id: newId(),
            placement: s.placement,
            image: `content/slide-${s.placement}-${i + 1}.webp`,
            title: s.title,
            link: s.link,
            sortOrder: i,
            isActive: true,
          },
        ],
  );
  if (slideRows.length > 0) await db.insert(sliders).values(slideRows);
  const ads = await db
    .insert(adPlacements)
    .values(
      AD_SLOTS.map((slot) => ({
        slot,
        image: `content/ad-${slot}.webp`,
        title: AD_TEXT[slot].title,
        link: AD_TEXT[slot].link,
        isActive: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ slot: adPlacements.slot });
  return { slides: slideRows.length, ads: ads.length, images };
}
