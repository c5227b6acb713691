-- The blog (posts written in Markdown by admins) and the public contact form's requests.

-- AUTOINCREMENT keeps the highest id ever used in sqlite_sequence, which tells the seed
-- whether the blog ever held a post (so posts an admin deleted are not seeded again).
CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT UNIQUE CHECK (slug IS NULL OR slug = lower(slug)),
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  body_markdown TEXT NOT NULL,
  cover TEXT,
  author TEXT NOT NULL,
  published_at TEXT,
  is_published INTEGER NOT NULL DEFAULT 0 CHECK (is_published IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX blog_posts_published ON blog_posts(is_published, published_at DESC);

CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX contact_requests_created ON contact_requests(created_at);
