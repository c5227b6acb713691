-- A card's former addresses: after an owner changes a card's slug, `/p/{former}` (on printed QR codes, NFC cards
-- programmed with the address, links already shared) leads to the card's new address. A former address stays the card's
-- while the card exists (no other account may take it); the owner may give it back to this card or to another of theirs.
CREATE TABLE card_former_slugs (
  slug text PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  left_at text NOT NULL
);
CREATE INDEX card_former_slugs_profile ON card_former_slugs (profile_id, left_at);
