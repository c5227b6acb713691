import { atom } from 'jotai';

/** The support chat widget: closed (only its launcher shows), open, or minimised to its title bar. */
export type SupportChatView = 'closed' | 'open' | 'minimised';

/** Where the support chat widget is. */
export const supportChatAtom = atom<SupportChatView>('closed');

/** A place in a page's own sticky bar that holds the chat's button instead of letting it float over the page. */
export const supportDockAtom = atom<HTMLElement | null>(null);

/** A message a page drafts for the owner to send support (a request about an order): the chat fills it in, then lets it go. */
export interface SupportDraft {
  subject: string;
  content: string;
}

/** The draft waiting for the chat to take it, if any. */
export const supportDraftAtom = atom<SupportDraft | null>(null);
