-- The print-ready PDF of an NFC card order, drawn when the order is placed (the card as the owner saw it then): the
-- admin downloads it for the print shop. It goes with its order.
CREATE TABLE nfc_order_prints (
  order_id INTEGER PRIMARY KEY REFERENCES nfc_orders(id) ON DELETE CASCADE,
  pdf BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
