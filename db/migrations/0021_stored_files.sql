-- Files kept in the database rather than in the uploads folder (UPLOADS_STORE=database, the default on PostgreSQL):
-- every node reads the same bytes, with no shared filesystem. A name is written once and never changes (a random id,
-- plus its variant or a visitor file's folder), so its bytes are immutable; `created_at` (epoch ms) validates caches.
CREATE TABLE stored_files (
  name TEXT PRIMARY KEY,
  bytes BLOB NOT NULL,
  size INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
