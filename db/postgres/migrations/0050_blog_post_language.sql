-- Each blog post is written in one of the site's languages, so the blog lists a reader's own language first and a
-- post's page reads in its language and direction. Posts written before were told apart by their title's letters.
ALTER TABLE blog_posts ADD COLUMN language text NOT NULL DEFAULT 'he' CHECK (language IN ('he', 'en'));
UPDATE blog_posts SET language = 'en' WHERE title !~ '[א-ת]';
