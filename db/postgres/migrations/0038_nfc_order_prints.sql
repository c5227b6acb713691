-- The print-ready PDF of an NFC card order, drawn when the order is placed (the card as the owner saw it then): the
-- admin downloads it for the print shop. It goes with its order.
CREATE TABLE nfc_order_prints (
  order_id bigint PRIMARY KEY REFERENCES nfc_orders(id) ON DELETE CASCADE,
  pdf bytea NOT NULL,
  created_at bigint NOT NULL
);
