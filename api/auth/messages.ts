/** The success texts of login, registration and logout, word for word as the app shows them. */
export const AUTH_SUCCESS_MESSAGES = {
  login: 'התחברת בהצלחה',
  register: 'נרשמת בהצלחה',
  logout: 'התנתקת בהצלחה',
} as const;
