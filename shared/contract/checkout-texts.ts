// Without zod: the app's text tables read these, and must not load the validation library with them.

/** Hebrew messages of the checkout's card checks (number, name, expiry and not expired, CVV, saved card). */
export const CHECKOUT_MESSAGES = {
  cardNumberRequired: 'יש להזין מספר כרטיס',
  cardNumberInvalid: 'מספר הכרטיס אינו תקין',
  cardholderName: 'יש להזין את שם בעל הכרטיס כפי שהוא מופיע על הכרטיס',
  expiryMonth: 'חודש התפוגה אינו תקין (01-12)',
  expiryYear: 'שנת התפוגה אינה תקינה',
  expired: 'תוקף הכרטיס פג',
  cvv: 'קוד האבטחה (CVV) מורכב מ‑3 או 4 ספרות',
  savedCard: 'יש לבחור כרטיס שמור',
} as const;
