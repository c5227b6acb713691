// Plain constants without zod, so route definitions in the app's first load can use them without the schema library.

/** Field limits of the contact form, shared by the form and the server. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, message: 5000 } as const;
