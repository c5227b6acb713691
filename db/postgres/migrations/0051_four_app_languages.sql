-- The app speaks Hebrew, Arabic, Russian and English, as cards do: an account, a sign-up and a blog post may be in
-- any of them. A CHECK cannot change in place, so each column is made again with the wider one, in the same place
-- among its table's columns (added last, the old one dropped, the new one renamed).
ALTER TABLE users ADD COLUMN locale_next text NOT NULL DEFAULT 'he' CHECK (locale_next IN ('he', 'ar', 'ru', 'en'));
UPDATE users SET locale_next = locale;
ALTER TABLE users DROP COLUMN locale;
ALTER TABLE users RENAME COLUMN locale_next TO locale;

ALTER TABLE pending_registrations ADD COLUMN locale_next text NOT NULL DEFAULT 'he' CHECK (locale_next IN ('he', 'ar', 'ru', 'en'));
UPDATE pending_registrations SET locale_next = locale;
ALTER TABLE pending_registrations DROP COLUMN locale;
ALTER TABLE pending_registrations RENAME COLUMN locale_next TO locale;

ALTER TABLE blog_posts ADD COLUMN language_next text NOT NULL DEFAULT 'he' CHECK (language_next IN ('he', 'ar', 'ru', 'en'));
UPDATE blog_posts SET language_next = language;
ALTER TABLE blog_posts DROP COLUMN language;
ALTER TABLE blog_posts RENAME COLUMN language_next TO language;
