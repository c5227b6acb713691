/** Resolves once the server at `url` answers /api/health; throws when `exited()` names how it ended first, or after `timeoutMs`. */
export function waitUntilHealthy(url: string, exited: () => string | undefined, timeoutMs?: number): Promise<void>;
