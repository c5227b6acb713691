import { createStore } from 'jotai';

/** The app's one jotai store (UI state: language, modal mode, header skeleton). */
export const appStore = createStore();
