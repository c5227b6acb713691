import { atom } from 'jotai';

/** The support chat widget: closed (only its launcher shows), open, or minimised to its title bar. */
export type SupportChatView = 'closed' | 'open' | 'minimised';

/** Where the support chat widget is. */
export const supportChatAtom = atom<SupportChatView>('closed');

/** A place in a page's own sticky bar that holds the chat's button instead of letting it float over the page. */
export const supportDockAtom = atom<HTMLElement | null>(null);
