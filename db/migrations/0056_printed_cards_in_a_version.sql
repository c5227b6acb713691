-- Printed cards show the version of the card the owner picked to print (its language); NULL is the card in its own.
ALTER TABLE nfc_orders ADD COLUMN language TEXT CHECK (language IN ('he', 'ar', 'ru', 'en'));
