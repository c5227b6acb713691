// Apart from the chat's texts: the header and the chat button, which every page loads, need these and none of those.

/** Support lists stay fresh for 60 s. */
export const SUPPORT_STALE_MS = 60_000;

/** The widget's timings. */
export const SUPPORT_TIMINGS = {
  /** A show-support-chat event opens the widget after this long. */
  openAfterEventMs: 300,
  /** The welcome messages appear this long after the widget opens. */
  welcomeMs: 500,
  /** The automatic reply follows a sent message after this long. */
  autoReplyMs: 1000,
} as const;
