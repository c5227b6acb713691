/** Success texts of spec §8 "Login, registration and logout", verbatim. */
export const AUTH_SUCCESS_MESSAGES = {
  login: 'התחברת בהצלחה',
  register: 'נרשמת בהצלחה',
  logout: 'התנתקת בהצלחה',
} as const;
