import { describe, expect, it } from 'vitest';
import { createLogger, redact } from '../../api/log';

/** A logger at `level` and the lines it wrote, parsed. */
function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: string[] = [];
  return { log: createLogger(level, (line) => lines.push(line)), lines, events: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('redact', () => {
  it('hides passwords, tokens, cookies and secrets at any depth, keeping the rest', () => {
    const input = {
      email: 'dana@example.test',
      password: 'hunter22',
      body: { user: { newPassword: 'x1', apiToken: 't1', name: 'דנה' } },
      headers: { cookie: 'koa.sess=abc', Authorization: 'Bearer t2', 'user-agent': 'test' },
      attempts: [{ client_secret: 's1', at: 1 }],
    };
    expect(redact(input)).toEqual({
      email: 'dana@example.test',
      password: '[redacted]',
      body: { user: { newPassword: '[redacted]', apiToken: '[redacted]', name: 'דנה' } },
      headers: { cookie: '[redacted]', Authorization: '[redacted]', 'user-agent': 'test' },
      attempts: [{ client_secret: '[redacted]', at: 1 }],
    });
  });

  it('never lets a secret through past the depth limit', () => {
    const deep = { a: { b: { c: { d: { e: { f: { password: 'hunter22' } } } } } } };
    expect(JSON.stringify(redact(deep))).not.toContain('hunter22');
  });

  it('keeps an error readable as name, message and stack', () => {
    const error = new TypeError('boom');
    expect(redact({ error })).toEqual({ error: { name: 'TypeError', message: 'boom', stack: error.stack } });
  });
});

describe('createLogger', () => {
  it('writes one JSON line per event with time, level, message and redacted fields', () => {
    const { log, lines, events } = capture('info');
    log.info('login failed', { email: 'dana@example.test', password: 'hunter22' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('hunter22');
    expect(events()[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      msg: 'login failed',
      email: 'dana@example.test',
      password: '[redacted]',
    });
  });

  it('drops events below its level', () => {
    const { log, events } = capture('warn');
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(events().map((e) => [e.level, e.msg])).toEqual([
      ['warn', 'w'],
      ['error', 'e'],
    ]);
  });

  it('writes nothing when silent', () => {
    const { log, lines } = capture('silent');
    log.error('e');
    expect(lines).toEqual([]);
  });
});
