// Kept apart from the zod schemas so the card page's script can name the actions without loading zod.

/** Quick actions of a card whose taps the page reports as clicks (they leave for the phone's own apps). */
export const CLICK_ACTIONS = ['call', 'whatsapp', 'email', 'navigate'] as const;
export type ClickAction = (typeof CLICK_ACTIONS)[number];

/**
 * Every quick action the statistics count, in the card's order. Saving the contact is counted by the server as the
 * vCard is downloaded, and sharing by its own beacon; the others are click beacons naming the action.
 */
export const QUICK_ACTIONS = ['saveContact', 'call', 'whatsapp', 'email', 'navigate', 'share'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];
