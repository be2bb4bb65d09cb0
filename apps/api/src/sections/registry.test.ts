import { CATEGORY_SECTIONS } from '@bazaar/shared/category';
import { requiredRoleFor } from '@bazaar/shared/roles';
import { SECTION_INFO, SECTIONS, sectionCategoriesPath } from '@bazaar/shared/section';
import { THREAD_SUBJECTS } from '@bazaar/shared/thread-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../test/helper.ts';
import { loadVocabulary } from '../lib/search/repo.ts';
import { PAGE_PURGE_RULES } from '../platform/page-cache/rules.ts';
import { adminFiltersOf } from './contract.ts';
import { SECTION_REGISTRY, sectionOf } from './registry.ts';
import { createPlaces, postListing, rentBody } from './rent/test-factories.ts';
import { createTaskCategory, postTask, taskBody } from './task/test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the section registry', () => {
  it('holds each section of packages/shared once, in the site order, with its shared names and labels', () => {
    expect(SECTION_REGISTRY.map((s) => s.info.name)).toEqual([...SECTIONS]);
    for (const name of SECTIONS) {
      expect(sectionOf(name).info).toBe(SECTION_INFO[name]);
      expect(sectionOf(name).searchVocabulary).toBe(name);
    }
    // The category table's sections are the registry's sections with categories.
    expect(SECTION_REGISTRY.filter((s) => s.info.hasCategories).map((s) => s.info.name)).toEqual([
      ...CATEGORY_SECTIONS,
    ]);
  });

  it("reads each section's list as its public list route answers it", async () => {
    for (const section of SECTION_REGISTRY) {
      const query = section.list.query.parse({ limit: '5' });
      const read = await section.list.read(t.app.deps, query);
      const res = await call(t, { method: 'GET', url: `${section.list.route}?limit=5` });
      expect(res.status, `${section.info.name}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(read.pagination.total, section.info.name).toBe(res.body.pagination.total);
      expect(read.docs, section.info.name).toHaveLength(res.body.docs.length);
    }
  });

  it("a section's list refuses a bad query naming the field, through the schema the registry holds", async () => {
    for (const section of SECTION_REGISTRY) {
      const res = await call(t, { method: 'GET', url: `${section.list.route}?page=0` });
      expect(res.status, section.info.name).toBe(400);
      expect(JSON.stringify(res.body), section.info.name).toContain('page');
      expect(section.list.query.safeParse({ page: '0' }).success).toBe(false);
    }
  });

  it('puts each section home and categories page in the sitemap, and its listings by its own address', async () => {
    const poster = await createUser(t);
    const places = await createPlaces(t);
    const category = await createTaskCategory(t);
    const taskId = await postTask(t, poster, taskBody(category.id, places.town));
    const rentId = await postListing(t, poster, rentBody(places.town));

    const res = await call(t, { method: 'GET', url: '/api/sitemap' });
    expect(res.status).toBe(200);
    const paths = (res.body as { path: string }[]).map((e) => e.path);
    for (const section of SECTION_REGISTRY) {
      expect(paths).toContain(section.info.path);
      if (section.info.hasCategories) expect(paths).toContain(sectionCategoriesPath(section.info.name));
    }
    expect(paths).toContain(sectionOf('task').listingPath(taskId));
    expect(paths).toContain(sectionOf('rent').listingPath(rentId));
  });

  it("takes every section's write routes into PAGE_PURGE_RULES, the same rule object", () => {
    for (const section of SECTION_REGISTRY) {
      for (const [route, rule] of Object.entries(section.pagePurgeRules)) {
        expect(PAGE_PURGE_RULES[route], route).toBe(rule);
      }
    }
  });

  it("names each section's admin filters, and its admin list refuses a bad one naming it", async () => {
    expect(Object.fromEntries(SECTION_REGISTRY.map((s) => [s.info.name, adminFiltersOf(s)]))).toEqual({
      shop: ['search', 'vendor', 'category', 'status', 'hidden', 'featured'],
      task: ['search', 'status', 'category', 'place', 'hidden'],
      job: ['search', 'status', 'category', 'hidden'],
      rent: ['search', 'status', 'type', 'place', 'hidden'],
    });
    const admin = await createUser(t, { roles: ['User', 'Admin'] });
    const adminLists = {
      shop: '/api/admin/products',
      task: '/api/admin/task/tasks',
      job: '/api/admin/job/jobs',
      rent: '/api/admin/rent/list',
    };
    for (const section of SECTION_REGISTRY) {
      const res = await call(t, {
        method: 'GET',
        url: `${adminLists[section.info.name]}?status=Nonsense`,
        token: admin.token,
      });
      expect(res.status, section.info.name).toBe(400);
      expect(JSON.stringify(res.body), section.info.name).toContain('status');
    }
  });

  it("opens each section's notifications on signed-in pages", () => {
    for (const section of SECTION_REGISTRY) {
      for (const route of Object.values(section.notificationRoutes)) {
        expect(requiredRoleFor(route.split('?')[0] ?? route), route).not.toBeNull();
      }
    }
  });

  it("answers each section's part of a person's profile: nothing for a newcomer, what they hold once they hold it", async () => {
    const newcomer = await createUser(t);
    for (const section of SECTION_REGISTRY) {
      expect(await section.profile.roles(t.app.deps, newcomer.row.id), section.info.name).toEqual([]);
      expect(
        await section.profile.reviews?.count(t.app.deps.db, newcomer.row.id),
        section.info.name,
      ).toBeOneOf([0, undefined]);
    }
    // A rental listed makes the person a rental owner through the Rent section's own answer.
    const places = await createPlaces(t);
    await postListing(t, newcomer, rentBody(places.town));
    const roles = await sectionOf('rent').profile.roles(t.app.deps, newcomer.row.id);
    expect(roles.map((r) => r.key)).toEqual(['owner']);
  });

  it('gives the thread every subject kind, each owned by one section with its rules (a rent inquiry)', () => {
    const rules = t.app.deps.threadSubjectRules;
    expect(Object.keys(rules).sort()).toEqual([...THREAD_SUBJECTS].sort());
    expect(rules['rent-inquiry']?.section).toBe('rent');
    expect(rules['rent-inquiry']?.onMessage).toBe(
      sectionOf('rent').threadSubjects?.['rent-inquiry']?.onMessage,
    );
    expect(rules.order?.section).toBe('shop');
    expect(rules['product-question']?.section).toBe('shop');
    expect(rules['job-application']?.section).toBe('job');
    expect(rules.task?.section).toBe('task');
  });

  it("reads each section's words from the vocabulary its section names", async () => {
    const poster = await createUser(t);
    const places = await createPlaces(t);
    const word = `zebrawood${Date.now().toString(36)}`.replace(/[0-9]/g, 'q');
    await postListing(t, poster, rentBody(places.town, { title: `A ${word} cabin for rent` }));
    const vocabulary = await loadVocabulary(t.db, sectionOf('rent').searchVocabulary);
    expect(vocabulary.all.some((w) => w.startsWith('zebrawood'))).toBe(true);
  });
});
