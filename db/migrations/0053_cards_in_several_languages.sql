-- A card may be read in more than one language: its texts in each other language, as JSON
-- ([{ "language": "en", "displayName": …, "title": …, … }]). Its items keep their labels per language in their data.
ALTER TABLE profiles ADD COLUMN translations TEXT NOT NULL DEFAULT '[]';
