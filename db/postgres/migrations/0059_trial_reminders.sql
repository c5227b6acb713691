-- The mail a few days before an account's trial ends: `trial_reminded_for` is the trial end it was sent for, so it goes
-- once for each end, and again after an admin moves the end (a longer trial is reminded of anew).
ALTER TABLE users ADD COLUMN trial_reminded_for text;
