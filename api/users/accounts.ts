/** The demo account offered on the landing page; its password is public on purpose. */
export const DEMO_ACCOUNT = {
  username: 'demo',
  email: 'demo@kartis.app',
  password: 'demo1234',
  displayName: 'דנה לוי',
} as const;

/** Length of the free trial in days. */
export const TRIAL_DAYS = 14;
