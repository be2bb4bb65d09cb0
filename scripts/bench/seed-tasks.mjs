// Seeds the benchmark database (PostgreSQL) with 100,000 tasks in a handful of set-based statements,
// like seed-catalog.mjs does for products: 2,000 posters and 200 taskers, 20 task categories, tasks
// with realistic titles and descriptions (scripts/bench/task-words.mjs) across the address tree (one
// in eight remote) in every state, their offers (the accepted one on an assigned task), public
// questions and, on completed tasks, a review each way. The search vocabulary fills itself: the
// tasks table's statement trigger counts the words of one `insert … select` in one pass.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPasswordLikeApi, withTypo } from './seed-catalog.mjs';
import { TASK_CATEGORIES, TASK_DESCRIPTION_PARTS, TASK_QUALIFIERS } from './task-words.mjs';

export const BENCH_TASKS = 100_000;
const POSTERS = 2_000;
const TASKERS = 200;
/** Offers on one task are made by taskers this far apart in the list, so they are never the same one. */
const OFFER_STRIDE = 7;
/** The service charge kept on bench offers (the default setting). */
const SERVICE_CHARGE_PERCENT = 10;

function slugify(text) {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Seeds people, task categories, tasks, offers, questions and reviews. `client` is a connected
 * pg.Client on the bench database (migrated, demo data seeded: the address tree must be there).
 * Returns what the task scenarios need: category slugs, place ids, task ids, queries.
 */
export async function seedTasks(client, { tasks = BENCH_TASKS, log = () => {} } = {}) {
  const started = performance.now();
  const passwordHash = hashPasswordLikeApi(randomBytes(12).toString('base64url'));

  const posterIds = Array.from({ length: POSTERS }, () => randomUUID());
  const taskerIds = Array.from({ length: TASKERS }, () => randomUUID());
  await client.query(
    `insert into users (id, full_name, email, password_hash, roles, created_at)
     select u.id, $2 || ' ' || u.n, $3 || u.n || '@bazaar.test', $4, '{User}', now() - (u.n % 700) * interval '1 day'
     from unnest($1::uuid[]) with ordinality as u(id, n)`,
    [posterIds, 'Bench Poster', 'bench-poster-', passwordHash],
  );
  await client.query(
    `insert into users (id, full_name, email, password_hash, roles, bio, skills, created_at)
     select u.id, $2 || ' ' || u.n, $3 || u.n || '@bazaar.test', $4, '{User}',
       'Experienced tasker working across the valley.', '{Cleaning,Repairs,Moving}', now() - (u.n % 900) * interval '1 day'
     from unnest($1::uuid[]) with ordinality as u(id, n)`,
    [taskerIds, 'Bench Tasker', 'bench-tasker-', passwordHash],
  );

  const categoryIds = TASK_CATEGORIES.map(() => randomUUID());
  const categorySlugs = TASK_CATEGORIES.map(([name]) => `b-task-${slugify(name)}`);
  await client.query(
    `insert into categories (id, section, name, slug, sort_order)
     select c.id, 'task', c.name, c.slug, 100 + c.n from unnest($1::uuid[], $2::text[], $3::text[]) with ordinality as c(id, name, slug, n)`,
    [categoryIds, TASK_CATEGORIES.map(([name]) => name), categorySlugs],
  );

  // Every node below the States with its path up to the State (what tasks.place_path holds).
  await client.query(`
    create temp table bench_places as
    with recursive up as (
      select id as place_id, id, parent_id, 0 as depth from addresses where level >= 1
      union all
      select up.place_id, a.id, a.parent_id, up.depth + 1 from addresses a join up on a.id = up.parent_id
    )
    select row_number() over (order by place_id) as n, place_id, array_agg(id order by depth) as path
    from up group by place_id`);
  const {
    rows: [{ places }],
  } = await client.query('select count(*)::int as places from bench_places');
  if (places === 0) throw new Error('The address tree is not seeded (no places for tasks)');
  log(
    `  ${POSTERS + TASKERS} people, ${TASK_CATEGORIES.length} categories, ${places} places in ${Math.round(performance.now() - started)} ms`,
  );

  const jobs = TASK_CATEGORIES.flatMap(([, list], c) => list.map((job) => ({ job, category: c + 1 })));

  // One statement; setseed makes every run's tasks the same.
  const tasksStarted = performance.now();
  await client.query('select setseed(0.2424)');
  await client.query(
    `insert into tasks (id, poster_id, category_id, title, description, images, is_remote, place_id, place_path,
       street, when_kind, when_date, budget, status, assigned_tasker_id, accepted_offer_id, done_at, completed_at,
       cancelled_at, cancel_reason, cancelled_by, is_hidden, offers_count, created_at, updated_at)
     select id, poster_id, ($1::uuid[])[category], title, description, '{}', is_remote,
       case when is_remote then null else place.place_id end,
       case when is_remote then '{}'::uuid[] else place.path end,
       case when is_remote then '' else 'House ' || (1 + g % 90) || ', Bench Marg' end,
       when_kind, case when when_kind = 'flexible' then null else (created_at + due_in * interval '1 day')::date end,
       budget, status,
       case when status in ('Assigned', 'Completed') then tasker end,
       case when status in ('Assigned', 'Completed') then md5(id::text || ':offer:1')::uuid end,
       case when status = 'Completed' or (status = 'Assigned' and g % 4 = 0) then created_at + interval '3 days' end,
       case when status = 'Completed' then created_at + interval '4 days' end,
       case when status = 'Cancelled' then created_at + interval '1 day' end,
       case when status = 'Cancelled' then 'Plans changed, we no longer need this.' end,
       case when status = 'Cancelled' then 'Poster' end,
       g % 250 = 0, offers, created_at, created_at
     from (
       select g, gen_random_uuid() as id,
         ($2::uuid[])[1 + floor(random() * ${POSTERS})::int] as poster_id,
         job.category, job.title,
         replace(($4::text[])[1 + floor(random() * ${TASK_DESCRIPTION_PARTS.length})::int], '%', lower(job.job)) || ' ' ||
           ($4::text[])[1 + floor(random() * ${TASK_DESCRIPTION_PARTS.length})::int] || ' ' ||
           ($4::text[])[1 + floor(random() * ${TASK_DESCRIPTION_PARTS.length})::int] as description,
         random() < 0.125 as is_remote,
         1 + floor(random() * $8::int)::int as place_n,
         (array['on', 'before', 'flexible'])[1 + floor(random() * 3)::int] as when_kind,
         1 + floor(random() * 60)::int as due_in,
         (round(5 * exp(random() * 4.6)))::int * 10000 as budget,
         s.status,
         ($3::uuid[])[1 + (tasker_base + ${OFFER_STRIDE}) % ${TASKERS}] as tasker,
         case when s.status = 'Open' then floor(random() * 5)::int
           when s.status = 'Cancelled' then floor(random() * 3)::int
           else 1 + floor(random() * 4)::int end as offers,
         case when s.status = 'Open' then now() - random() * interval '60 days'
           else now() - interval '5 days' - random() * interval '360 days' end as created_at
       from (
         select g, floor(random() * ${TASKERS})::int as tasker_base,
           case when r < 0.6 then 'Open' when r < 0.8 then 'Assigned' when r < 0.95 then 'Completed' else 'Cancelled' end as status,
           1 + floor(random() * $6::int)::int as job_n
         from (select g, random() as r from generate_series(1, $7::int) g) x
       ) s,
       lateral (select ($5::text[])[job_n] as job, ($9::int[])[job_n] as category,
         ($5::text[])[job_n] || ' ' || ($10::text[])[1 + g % ${TASK_QUALIFIERS.length}] as title) job
     ) t
     join bench_places place on place.n = t.place_n`,
    [
      categoryIds,
      posterIds,
      taskerIds,
      TASK_DESCRIPTION_PARTS,
      jobs.map((j) => j.job),
      jobs.length,
      tasks,
      places,
      jobs.map((j) => j.category),
      TASK_QUALIFIERS,
    ],
  );
  log(`  ${tasks.toLocaleString('en-US')} tasks in ${Math.round(performance.now() - tasksStarted)} ms`);

  // The offers each task counts: on an assigned or completed task the first is the accepted one (its
  // tasker is the assigned tasker), the rest rejected; on an Open task all pending; on a cancelled
  // one all rejected. Taskers of one task are OFFER_STRIDE apart: one live offer per tasker per task.
  const offersStarted = performance.now();
  await client.query(
    `insert into task_offers (id, task_id, tasker_id, amount, message, service_charge_percent, status, created_at, updated_at)
     select case when k = 1 and t.status in ('Assigned', 'Completed') then t.accepted_offer_id else gen_random_uuid() end,
       t.id, ($1::uuid[])[1 + (array_position($1::uuid[], coalesce(t.assigned_tasker_id, $1[1 + abs(hashtext(t.id::text)) % ${TASKERS}])) - 1 + (k - 1) * ${OFFER_STRIDE}) % ${TASKERS}],
       greatest(10000, round(t.budget * (0.8 + random() * 0.4) / 10000) * 10000)::int,
       'I have done this kind of work many times and can start on your date.', ${SERVICE_CHARGE_PERCENT},
       case when t.status = 'Open' then 'Pending'
         when t.status in ('Assigned', 'Completed') and k = 1 then 'Accepted' else 'Rejected' end,
       t.created_at + k * interval '2 hours', t.created_at + k * interval '2 hours'
     from tasks t cross join lateral generate_series(1, t.offers_count) k
     where t.poster_id = any($2::uuid[])`,
    [taskerIds, posterIds],
  );
  // A public question on a third of the tasks, answered on half of those.
  await client.query(
    `insert into task_questions (id, task_id, asker_id, text, answer, answered_at, created_at)
     select gen_random_uuid(), t.id, ($1::uuid[])[1 + abs(hashtext(t.id::text || 'q')) % ${TASKERS}],
       'Is there parking near the place, and can it be done on a weekday evening?',
       case when abs(hashtext(t.id::text)) % 2 = 0 then 'Yes to both: park at the gate, any evening after 5 pm.' end,
       case when abs(hashtext(t.id::text)) % 2 = 0 then t.created_at + interval '3 hours' end,
       t.created_at + interval '1 hour'
     from tasks t where t.poster_id = any($2::uuid[]) and abs(hashtext(t.id::text || 'q')) % 3 = 0`,
    [taskerIds, posterIds],
  );
  // On every completed task, the poster reviews the tasker and the tasker the poster.
  await client.query(
    `insert into task_reviews (id, task_id, author_id, subject_id, subject_role, rating, comment, created_at)
     select gen_random_uuid(), t.id, r.author, r.subject, r.role, 3 + abs(hashtext(t.id::text || r.role)) % 3, r.comment,
       t.completed_at + interval '1 day'
     from tasks t cross join lateral (values
       (t.poster_id, t.assigned_tasker_id, 'tasker', 'Came on time and did a neat job. Recommended.'),
       (t.assigned_tasker_id, t.poster_id, 'poster', 'Clear instructions and paid on time.')
     ) as r(author, subject, role, comment)
     where t.status = 'Completed' and t.poster_id = any($1::uuid[])`,
    [posterIds],
  );
  log(`  offers, questions and reviews in ${Math.round(performance.now() - offersStarted)} ms`);
  const analyzeStarted = performance.now();
  await client.query('drop table bench_places');
  await client.query('vacuum analyze tasks');
  await client.query('analyze task_offers');
  await client.query('analyze task_questions');
  await client.query('analyze task_reviews');
  await client.query('analyze search_vocabulary');
  log(`  vacuum analyze in ${Math.round(performance.now() - analyzeStarted)} ms`);

  // Scenario inputs: places with tasks under them (the States and the Districts of the valley and
  // Kaski, plus twenty others), task ids for the page, two-word queries from the jobs.
  const { rows: placeRows } = await client.query(
    `(select id from addresses where level = 0)
     union all (select id from addresses where level = 1 and name in ('Kathmandu', 'Lalitpur', 'Bhaktapur', 'Kaski'))
     union all (select id from addresses where level = 1 order by md5(name) limit 20)`,
  );
  const { rows: idRows } = await client.query(
    `select id from tasks where not is_hidden and poster_id = any($1::uuid[]) order by md5(id::text) limit 2000`,
    [posterIds],
  );
  const queries = [];
  for (let i = 0; queries.length < 60; i++) {
    const words = jobs[(i * 37) % jobs.length].job.toLowerCase().split(' ');
    // "leaking tap", "install geyser": the job's last two words, or its verb and its last word; only
    // queries with a word of six letters or more, so its typo is one the search corrects.
    const query = i % 2 === 0 ? words.slice(-2).join(' ') : `${words[0]} ${words.at(-1)}`;
    if (query.split(' ').some((w) => /^[a-z]{6,}$/.test(w))) queries.push(query);
  }
  return {
    seconds: (performance.now() - started) / 1000,
    categorySlugs,
    placeIds: placeRows.map((r) => r.id),
    taskIds: idRows.map((r) => r.id),
    queries,
    typoQueries: queries.map((query, i) => withTypo(query, i)),
  };
}
