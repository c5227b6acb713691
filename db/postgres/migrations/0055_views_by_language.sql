-- The language of the card's version a visitor read: each view, the clicks and shares its page reported and the contact
-- saved. NULL is the card in its own language, as every event before this was.
ALTER TABLE profile_events ADD COLUMN language text CHECK (language IN ('he', 'ar', 'ru', 'en'));

-- The per-day breakdown counts views by language beside source, device and referrer.
ALTER TABLE profile_daily_breakdown DROP CONSTRAINT profile_daily_breakdown_dimension_check;
ALTER TABLE profile_daily_breakdown ADD CONSTRAINT profile_daily_breakdown_dimension_check
  CHECK (dimension IN ('item', 'action', 'source', 'device', 'referrer', 'language'));
