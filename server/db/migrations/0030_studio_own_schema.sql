-- The sandbox studio keeps its own books in its own PostgreSQL schema, "studio", which the studio
-- migrates itself when it starts (studio/server/db/migrations). A database that already played on
-- the studio keeps what it played: its seven tables move into "studio" with their rows, indexes,
-- constraints and sequences, renamed as the studio's own migration names them (the "sandbox_" and
-- "sandbox_studio_" prefixes dropped), so the studio's CREATE ... IF NOT EXISTS finds them as they
-- are. A database where nothing was played (a new one, or production, which never mounts the studio)
-- drops them: the studio, if it runs, creates its own.
DO $$
DECLARE
  moved text[] := ARRAY['sandbox_studio_seeds', 'sandbox_studio_rounds', 'sandbox_live_tables',
    'sandbox_live_rounds', 'sandbox_live_bets', 'sandbox_transfer_wallets', 'sandbox_transfer_orders'];
  t text;
  played boolean := false;
  r record;
BEGIN
  FOREACH t IN ARRAY moved LOOP
    EXECUTE format('SELECT $1 OR EXISTS (SELECT 1 FROM public.%I)', t) INTO played USING played;
  END LOOP;
  IF NOT played THEN
    FOREACH t IN ARRAY moved LOOP
      EXECUTE format('DROP TABLE public.%I CASCADE', t);
    END LOOP;
    RETURN;
  END IF;
  CREATE SCHEMA IF NOT EXISTS studio;
  FOREACH t IN ARRAY moved LOOP
    EXECUTE format('ALTER TABLE public.%I SET SCHEMA studio', t);
    EXECUTE format('ALTER TABLE studio.%I RENAME TO %I', t, regexp_replace(t, '^sandbox_(studio_)?', ''));
  END LOOP;
  -- Constraints first: renaming a primary key or unique constraint renames its index too.
  FOR r IN SELECT c.conname, cl.relname FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE n.nspname = 'studio' AND c.conname LIKE 'sandbox\_%' LOOP
    EXECUTE format('ALTER TABLE studio.%I RENAME CONSTRAINT %I TO %I', r.relname, r.conname,
      regexp_replace(r.conname, 'sandbox_(studio_)?', '', 'g'));
  END LOOP;
  FOR r IN SELECT cl.relname, cl.relkind FROM pg_class cl JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE n.nspname = 'studio' AND cl.relkind IN ('i', 'S') AND cl.relname LIKE 'sandbox\_%' LOOP
    EXECUTE format('ALTER %s studio.%I RENAME TO %I', CASE r.relkind WHEN 'i' THEN 'INDEX' ELSE 'SEQUENCE' END,
      r.relname, regexp_replace(r.relname, 'sandbox_(studio_)?', '', 'g'));
  END LOOP;
END $$;
