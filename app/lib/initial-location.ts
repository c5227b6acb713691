let initialPath = '';

/** Records the path of the document the browser loaded; called once at start, before any in-app navigation. */
export function rememberInitialLocation(): void {
  initialPath = window.location.pathname;
}

/** The path of the document the browser loaded. */
export function initialPathname(): string {
  return initialPath;
}
