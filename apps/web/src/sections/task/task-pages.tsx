import { SECTION_INFO } from '@bazaar/shared/constants';
import { PAGE_TAG } from '@bazaar/shared/page-cache';
import { Container } from '@mantine/core';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { ListingBreadcrumbs } from '@/components/listing/listing-breadcrumbs';
import { searchPageMetadata } from '@/components/listing/listing-metadata';
import { searchTextOf } from '@/components/listing/listing-params';
import { PageHeader } from '@/components/page-header';
import { publicReadInit } from '@/lib/public-read';
import { decodeSegment, prefetchTaskList } from './fetch-task';
import { PostTaskButton } from './post-task-button';
import { taskApi } from './task-api';
import { TaskListView } from './task-list-view';
import { parseTaskListState, toTaskListQuery } from './task-params';

// The task listings, each served plain (`/task`) and as its cached filtered views
// (`/task/filter/{state}`, which the proxy rewrites `/task?…` to). `search` is the canonical query
// string of the filters, '' on the plain page; the route files only read their segments.

// Its words from the shared list, not from section.ts: a server module that imports section.ts makes
// every part that file loads (list, filters, detail) a client reference of this page (decision 040).
const INFO = SECTION_INFO.task;

export function taskListMetadata(search: string): Metadata {
  return {
    title: 'Tasks',
    description: INFO.description,
    alternates: { canonical: `/task${search}` },
    openGraph: { title: 'Tasks · Bazaar', description: INFO.description },
  };
}

export async function TaskListPage({ search }: { search: string }) {
  const state = parseTaskListState(new URLSearchParams(search));
  const dehydrated = await prefetchTaskList(toTaskListQuery(state));
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title="Tasks"
        description="Open tasks near you and online. Make an offer, or post your own and get offers."
        actions={<PostTaskButton />}
      />
      <TaskListView initial={dehydrated} basePath="/task" search={search} />
    </Container>
  );
}

/** GET /task/categories, shared by a category page's metadata and body; null when no such category. */
const fetchTaskCategories = cache(
  async () => (await taskApi.categories(publicReadInit(PAGE_TAG.tasks))).data,
);

async function fetchTaskCategoryOrNotFound(rawSlug: string) {
  const slug = decodeSegment(rawSlug);
  const category = (await fetchTaskCategories()).find((c) => c.slug === slug);
  if (!category) notFound();
  return category;
}

export async function taskCategoryMetadata(rawSlug: string, search: string): Promise<Metadata> {
  const category = await fetchTaskCategoryOrNotFound(rawSlug);
  const description = `${category.name} tasks on Bazaar: ${category.openTaskCount} open. Make an offer or post your own.`;
  return {
    title: `${category.name} · Tasks`,
    description,
    alternates: { canonical: `/task/category/${category.slug}${search}` },
    openGraph: { title: `${category.name} tasks · Bazaar`, description },
  };
}

export async function TaskCategoryPage({ rawSlug, search }: { rawSlug: string; search: string }) {
  const category = await fetchTaskCategoryOrNotFound(rawSlug);
  const state = { ...parseTaskListState(new URLSearchParams(search)), category: category.slug };
  const dehydrated = await prefetchTaskList(toTaskListQuery(state));
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <ListingBreadcrumbs
        items={[
          { name: 'Tasks', href: '/task' },
          { name: 'Categories', href: '/task/categories' },
          { name: category.name },
        ]}
      />
      <PageHeader
        title={category.name}
        description={`${category.openTaskCount} open ${category.openTaskCount === 1 ? 'task' : 'tasks'}`}
        actions={<PostTaskButton />}
      />
      <TaskListView
        initial={dehydrated}
        basePath={`/task/category/${encodeURIComponent(category.slug)}`}
        search={search}
        fixedCategory={category.slug}
      />
    </Container>
  );
}

export function taskSearchMetadata(rawText: string): Metadata {
  return searchPageMetadata(searchTextOf(rawText), 'task');
}

export async function TaskSearchPage({ rawText, search }: { rawText: string; search: string }) {
  const text = searchTextOf(rawText);
  // Search text is required: a blank one (/…/search/%20) is the section's own listing.
  if (!text) redirect('/task');
  const state = parseTaskListState(new URLSearchParams(search));
  const dehydrated = await prefetchTaskList(text ? toTaskListQuery(state, text) : null);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={`Tasks for “${text}”`} actions={<PostTaskButton />} />
      <TaskListView
        initial={dehydrated}
        basePath={`/task/search/${encodeURIComponent(text)}`}
        search={search}
        searchText={text}
      />
    </Container>
  );
}
