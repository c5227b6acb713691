-- A remembered session idles for up to 30 days, 2,592,000,000 ms: more than PostgreSQL's integer holds (SQLite's
-- INTEGER always did).
ALTER TABLE sessions ALTER COLUMN idle_ms TYPE bigint;
