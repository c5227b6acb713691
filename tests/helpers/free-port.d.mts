/** Asks the OS for a port nobody listens on. */
export function freePort(): Promise<number>;
