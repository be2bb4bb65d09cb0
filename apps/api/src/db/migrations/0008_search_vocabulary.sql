CREATE TABLE "search_vocabulary" (
	"section" text NOT NULL,
	"word" text NOT NULL,
	"doc_count" integer NOT NULL,
	CONSTRAINT "search_vocabulary_section_word_pk" PRIMARY KEY("section","word")
);
--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured","sold_count","id","vendor_id") WHERE "products"."status" = 'active' and "products"."is_hidden" = false;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id","vendor_id") WHERE "products"."status" = 'active' and "products"."is_hidden" = false;--> statement-breakpoint
-- Adds per-word deltas to a section's vocabulary, in word order (two writers lock rows in the same
-- order, so they cannot deadlock), and drops words no visible row holds any more.
CREATE FUNCTION search_vocabulary_add(p_section text, p_words text[], p_counts int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_vocabulary AS v (section, word, doc_count)
  SELECT p_section, d.w, d.c FROM unnest(p_words, p_counts) AS d(w, c) WHERE d.c <> 0 ORDER BY d.w
  ON CONFLICT (section, word) DO UPDATE SET doc_count = v.doc_count + excluded.doc_count;
  DELETE FROM search_vocabulary WHERE section = p_section AND word = any(p_words) AND doc_count <= 0;
$$;
--> statement-breakpoint
-- New products: one aggregated upsert per statement, so a bulk insert of 100,000 rows costs one pass.
CREATE FUNCTION products_vocabulary_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, count(*)::int AS c FROM new_rows, unnest(tsvector_to_array(new_rows.search)) AS w
    WHERE new_rows.status = 'active' AND NOT new_rows.is_hidden GROUP BY w
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('shop', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_vocabulary_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, -count(*)::int AS c FROM old_rows, unnest(tsvector_to_array(old_rows.search)) AS w
    WHERE old_rows.status = 'active' AND NOT old_rows.is_hidden GROUP BY w
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('shop', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An edited, published, unpublished, hidden or shown product: the words it takes out and brings in.
CREATE FUNCTION products_vocabulary_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, sum(d)::int AS c FROM (
      SELECT unnest(tsvector_to_array(OLD.search)) AS w, -1 AS d
      WHERE OLD.status = 'active' AND NOT OLD.is_hidden
      UNION ALL
      SELECT unnest(tsvector_to_array(NEW.search)), 1
      WHERE NEW.status = 'active' AND NOT NEW.is_hidden
    ) x GROUP BY w HAVING sum(d) <> 0
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('shop', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_vocabulary_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_vocabulary_insert();
--> statement-breakpoint
CREATE TRIGGER products_vocabulary_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_vocabulary_delete();
--> statement-breakpoint
-- Only rows whose words or visibility changed: a checkout's stock update never runs it.
CREATE TRIGGER products_vocabulary_update AFTER UPDATE ON products FOR EACH ROW
WHEN (OLD.search IS DISTINCT FROM NEW.search
  OR (OLD.status = 'active' AND NOT OLD.is_hidden) IS DISTINCT FROM (NEW.status = 'active' AND NOT NEW.is_hidden))
EXECUTE FUNCTION products_vocabulary_update();
--> statement-breakpoint
INSERT INTO search_vocabulary (section, word, doc_count)
SELECT 'shop', w, count(*)::int FROM products, unnest(tsvector_to_array(products.search)) AS w
WHERE products.status = 'active' AND NOT products.is_hidden GROUP BY w;
