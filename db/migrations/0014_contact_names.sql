-- How a card is saved to a phone's contacts: as a person (given and family names, which the owner types) or as a
-- business (a company contact under the card's name). Existing cards named exactly after their company are the
-- business's own; the others are people whose names stay empty until the owner fills them, so the vCard files them
-- under their whole display name rather than a guessed surname.
ALTER TABLE profiles ADD COLUMN contact_kind TEXT NOT NULL DEFAULT 'person' CHECK (contact_kind IN ('person', 'business'));
ALTER TABLE profiles ADD COLUMN given_name TEXT NOT NULL DEFAULT '';
ALTER TABLE profiles ADD COLUMN family_name TEXT NOT NULL DEFAULT '';
UPDATE profiles SET contact_kind = 'business' WHERE trim(company) <> '' AND lower(trim(company)) = lower(trim(display_name));

-- Each phone gets the type contacts file it under: a fax or home number when its label says so, else mobile for an
-- Israeli mobile number (05…, +972 5…) and work for any other line (an office, a restaurant's reservations).
UPDATE profile_items
SET data = json_set(data, '$.type',
  CASE
    WHEN lower(json_extract(data, '$.label')) LIKE '%fax%' OR json_extract(data, '$.label') LIKE '%פקס%' THEN 'fax'
    WHEN lower(json_extract(data, '$.label')) LIKE '%home%' OR json_extract(data, '$.label') LIKE '%בית%' THEN 'home'
    WHEN replace(replace(replace(replace(replace(json_extract(data, '$.value'), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
      GLOB '0[5]*' THEN 'mobile'
    WHEN replace(replace(replace(replace(replace(json_extract(data, '$.value'), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
      GLOB '+9725*' THEN 'mobile'
    WHEN replace(replace(replace(replace(replace(json_extract(data, '$.value'), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
      GLOB '9725*' THEN 'mobile'
    ELSE 'work'
  END)
WHERE kind = 'phone' AND json_extract(data, '$.type') IS NULL;
