-- A visitor's pass shows the version of the card they read (its language); NULL is the card in its own language.
ALTER TABLE wallet_passes ADD COLUMN language text CHECK (language IN ('he', 'ar', 'ru', 'en'));
