import type { TestServer } from './server';
import { addressesIn, keysNamed } from './visitors';

const newKey = keysNamed('lead-form');
const newAddress = addressesIn(7);

/** A visitor's JSON lead from a card's page (same origin, each from an address of its own behind the trusted proxy). */
export function submitLead(server: TestServer, slug: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${server.url}/api/public/profiles/${slug}/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress() },
    body: JSON.stringify({ name: 'דנה לוי', phone: '', email: '', message: '', consent: true, idempotencyKey: newKey(), ...body }),
  });
}
