/**
 * A new client address at each call (10.subnet.x.y), for a server that trusts the proxy's X-Forwarded-For: each
 * visitor of a test comes from its own address, so the per-address limits stay out of the way.
 */
export function addressesIn(subnet: number): () => string {
  let sequence = 0;
  return () => `10.${subnet}.${Math.floor(sequence / 250)}.${(sequence++ % 250) + 1}`;
}

/** A new idempotency key at each call, unique across test processes. */
export function keysNamed(prefix: string): () => string {
  let sequence = 0;
  return () => `${prefix}-${process.pid}-${(sequence += 1)}`;
}
