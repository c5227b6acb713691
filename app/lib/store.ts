import { createStore } from 'jotai';

/** The app's one jotai store: UI state (language, the auth modal, the header skeleton) that code outside React reads and writes too. */
export const appStore = createStore();
