-- A card's click-through rate is the share of its visits in which the visitor acted (tapped an item or a quick action,
-- saved the contact, shared): a visit is one visitor's day on a card, as `uniques` counts them, so the rate never passes
-- 100 %. `engaged` counts those visits per card and day; `acted` marks, for today's and yesterday's visitors, who did.
ALTER TABLE profile_daily ADD COLUMN engaged INTEGER NOT NULL DEFAULT 0;
ALTER TABLE profile_daily_visitors ADD COLUMN acted INTEGER NOT NULL DEFAULT 0;

-- The raw events of the last 90 days tell which of those visits had an action.
UPDATE profile_daily SET engaged = acted_visits.visits
FROM (
  SELECT profile_id, day, count(*) AS visits
  FROM (
    SELECT profile_id, day, visitor
    FROM profile_events
    WHERE visitor IS NOT NULL
    GROUP BY profile_id, day, visitor
    HAVING max(CASE WHEN kind = 'view' THEN 1 ELSE 0 END) = 1 AND max(CASE WHEN kind IN ('click', 'vcard', 'share') THEN 1 ELSE 0 END) = 1
  ) AS engaged_visitors
  GROUP BY profile_id, day
) AS acted_visits
WHERE acted_visits.profile_id = profile_daily.profile_id AND acted_visits.day = profile_daily.day;

UPDATE profile_daily_visitors SET acted = 1
FROM (
  SELECT DISTINCT profile_id, day, visitor
  FROM profile_events
  WHERE visitor IS NOT NULL AND kind IN ('click', 'vcard', 'share') AND day >= (SELECT min(day) FROM profile_daily_visitors)
) AS actions
WHERE actions.profile_id = profile_daily_visitors.profile_id AND actions.day = profile_daily_visitors.day AND actions.visitor = profile_daily_visitors.visitor;
