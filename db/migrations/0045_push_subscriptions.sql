-- Web Push: each device where an owner asked to be told of their bell's notifications, and the notifications waiting
-- to reach each one. A queued row is one notification for one device; a burst for a device goes out as one push.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The push service's address for this device: one device, one subscription, whoever signed in last.
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- When this device was last sent a push: pushes closer together than the quiet period are gathered into one.
  last_pushed_at TEXT
) STRICT;
CREATE INDEX push_subscriptions_user ON push_subscriptions(user_id, id);

CREATE TABLE push_queue (
  id INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  notification_id INTEGER NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  -- When it may be sent; a claiming worker moves it to the end of its lease.
  due_at TEXT NOT NULL,
  -- Failed attempts so far (the push service's errors, not the quiet period's waits).
  failures INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX push_queue_due ON push_queue(due_at);
CREATE INDEX push_queue_subscription ON push_queue(subscription_id);
CREATE INDEX push_queue_notification ON push_queue(notification_id);
