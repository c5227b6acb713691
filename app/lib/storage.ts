import type { User } from '../../shared/contract/auth';

/** Every localStorage key the app uses. */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  token: 'token',
  /** The session's anti-forgery token, kept so that a write made with no connection can wait in the worker's outbox. */
  csrfToken: 'csrfToken',
  language: 'language',
  /** The support chat's light or dark look. */
  supportChatTheme: 'supportChatTheme',
} as const;

/** How long a saved owner cache may be restored: a day, so the dashboard opens offline the next morning. */
export const OWNER_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The part of the Web Storage API the app relies on, so Node tests can pass a plain map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that keeps values in memory: the fallback when localStorage is blocked, and a test double. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

let pageStorage: KeyValueStorage | undefined;

/**
 * The browser's localStorage, or memory when it is unavailable (private mode, blocked cookies). Probed once per
 * page: a probe writes to the disk, and the session is read on every render of the header and the pages.
 */
export function browserStorage(): KeyValueStorage {
  pageStorage ??= probeLocalStorage();
  return pageStorage;
}

function probeLocalStorage(): KeyValueStorage {
  try {
    const probe = '__kartis_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

/** The user saved at login, or null when none (or when the saved value is unreadable). */
export function readStoredUser(storage: KeyValueStorage): User | null {
  const raw = storage.getItem(STORAGE_KEYS.currentUser);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return asUser(value);
  } catch {
    return null;
  }
}

/** Saves the logged-in user. */
export function writeStoredUser(storage: KeyValueStorage, user: User): void {
  storage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
}

/** Removes the saved user and tokens (logout, expired session). */
export function clearStoredSession(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.currentUser);
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.csrfToken);
}

/** The value as a User when it has the fields the app relies on, else null (a light check kept out of zod for bundle size). */
export function asUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const valid =
    typeof record.id === 'number' &&
    typeof record.username === 'string' &&
    typeof record.email === 'string' &&
    (record.userRole === 'user' || record.userRole === 'admin');
  return valid ? (value as User) : null;
}
