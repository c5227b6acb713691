import { describe, expect, it } from 'vitest';
import { isQueueableLead, replayOutcome } from '../../sw/lead-rules';

const lead = (key: unknown) => JSON.stringify({ name: 'דנה', phone: '0501234567', consent: true, idempotencyKey: key });

describe('the offline lead queue', () => {
  it('keeps only JSON submissions that carry their idempotency key', () => {
    expect(isQueueableLead('application/json', lead('6f1c2a9e-4b7d-4e8a-9c3d-2b1a0f9e8d7c'))).toBe(true);
    expect(isQueueableLead('application/json; charset=utf-8', lead('abcdefgh'))).toBe(true);
    expect(isQueueableLead('application/json', lead(undefined))).toBe(false);
    expect(isQueueableLead('application/json', lead('short'))).toBe(false);
    expect(isQueueableLead('application/json', lead('has spaces in it'))).toBe(false);
    expect(isQueueableLead('application/x-www-form-urlencoded', 'name=x&idempotencyKey=abcdefgh')).toBe(false);
    expect(isQueueableLead('application/json', '{not json')).toBe(false);
    expect(isQueueableLead(null, lead('abcdefgh'))).toBe(false);
  });

  it('drops a lead once answered for good, and keeps it while the server cannot take it yet', () => {
    expect(replayOutcome(201)).toBe('delivered');
    expect(replayOutcome(200)).toBe('delivered');
    expect(replayOutcome(400)).toBe('refused');
    expect(replayOutcome(404)).toBe('refused');
    expect(replayOutcome(429)).toBe('retry-later');
    expect(replayOutcome(500)).toBe('retry-later');
    expect(replayOutcome(503)).toBe('retry-later');
  });

  it("keeps the owner's own lead while they are signed out, and refuses a visitor's", () => {
    expect(replayOutcome(401, true)).toBe('kept');
    expect(replayOutcome(403, true)).toBe('refused');
    expect(replayOutcome(401)).toBe('refused');
  });

  it("keeps the owner's own lead refused for a session's old anti-forgery token (signed in again during the replay)", () => {
    expect(replayOutcome(403, true, 'csrf_invalid')).toBe('kept');
    expect(replayOutcome(403, true, 'forbidden')).toBe('refused');
    expect(replayOutcome(403, false, 'csrf_invalid')).toBe('refused');
  });
});
