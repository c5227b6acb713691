-- PostgreSQL's sessions.idle_ms becomes bigint in its migration of this name; SQLite's INTEGER already holds 30 days
-- in milliseconds, so there is nothing to change here.
SELECT 1;
