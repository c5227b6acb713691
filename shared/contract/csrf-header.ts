/** The answer header in which a sign-in and the current-user answer hand over the session's anti-forgery token. */
export const CSRF_RESPONSE_HEADER = 'X-CSRF-Token';
