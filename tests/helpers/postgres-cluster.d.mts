/** Why a throwaway cluster cannot be started here, or undefined when it can. */
export function postgresUnavailable(): string | undefined;
/** Starts a throwaway cluster; `url` reaches its `postgres` database as a superuser. */
export function startPostgresCluster(): Promise<{ url: string; stop(): Promise<void> }>;
