import type { Server } from 'node:http';

/** How long a connection may stay without traffic: longer than a balancer's usual 60 s, so the balancer closes first. */
export const IDLE_CONNECTION_MS = 65_000;

/**
 * Closes a connection after `idleMs` without traffic, with one timer per connection that its traffic refreshes. Node's
 * keep-alive timeout instead makes a new timer for every answer, which lives until the connection's next request is
 * read: under a crowd, hundreds a second outlive young-generation collections and fill the old generation.
 */
export function limitIdleConnections(server: Server, idleMs = IDLE_CONNECTION_MS) {
  server.keepAliveTimeout = 0;
  server.timeout = idleMs;
}
