/** Messages exchanged between the app and the service worker. */
export const SW_MESSAGES = {
  /** The app asks a waiting worker to take over after the user accepted the update. */
  SKIP_WAITING: 'SKIP_WAITING',
} as const;

export type SwMessageType = (typeof SW_MESSAGES)[keyof typeof SW_MESSAGES];
