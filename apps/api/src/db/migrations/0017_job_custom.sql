-- The Job section's search vocabulary (decision 014, section 'job'): the words of jobs that are Open
-- and not hidden, kept by statement-level triggers like the tasks' (0011), through the same
-- search_vocabulary_add(). A job past its deadline keeps its words until the sweep closes it.
CREATE FUNCTION jobs_vocabulary_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, count(*)::int AS c FROM new_rows, unnest(tsvector_to_array(new_rows.search)) AS w
    WHERE new_rows.status = 'Open' AND NOT new_rows.is_hidden GROUP BY w
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('job', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION jobs_vocabulary_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, -count(*)::int AS c FROM old_rows, unnest(tsvector_to_array(old_rows.search)) AS w
    WHERE old_rows.status = 'Open' AND NOT old_rows.is_hidden GROUP BY w
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('job', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An edited, closed, reopened, hidden or shown job: the words it takes out and brings in.
CREATE FUNCTION jobs_vocabulary_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, sum(d)::int AS c FROM (
      SELECT unnest(tsvector_to_array(OLD.search)) AS w, -1 AS d
      WHERE OLD.status = 'Open' AND NOT OLD.is_hidden
      UNION ALL
      SELECT unnest(tsvector_to_array(NEW.search)), 1
      WHERE NEW.status = 'Open' AND NOT NEW.is_hidden
    ) x GROUP BY w HAVING sum(d) <> 0
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('job', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_vocabulary_insert AFTER INSERT ON jobs
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_vocabulary_insert();
--> statement-breakpoint
CREATE TRIGGER jobs_vocabulary_delete AFTER DELETE ON jobs
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_vocabulary_delete();
--> statement-breakpoint
-- Only rows whose words or visibility changed: an applications count never runs it.
CREATE TRIGGER jobs_vocabulary_update AFTER UPDATE ON jobs FOR EACH ROW
WHEN (OLD.search IS DISTINCT FROM NEW.search
  OR (OLD.status = 'Open' AND NOT OLD.is_hidden) IS DISTINCT FROM (NEW.status = 'Open' AND NOT NEW.is_hidden))
EXECUTE FUNCTION jobs_vocabulary_update();
