import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/log-capture.ts';
import { createLogger } from './logger.ts';

describe('logger redaction', () => {
  it('censors secrets and personal data passed by mistake, at the top and one level down', () => {
    const logs = captureLogs();
    logs.logger.info(
      {
        email: 'ada@example.com',
        user: { email: 'ada@example.com', phoneNumber: '+16175550123', id: 'u1' },
        headers: { cookie: '__session=abc123', authorization: 'Bearer tok123' },
        body: { password: 'hunter2hunter2' },
        account: { password: 'hunter2hunter2', token: 'tok123' },
      },
      'oops',
    );
    const text = logs.text();
    for (const value of ['ada@example.com', '+16175550123', 'abc123', 'tok123', 'hunter2hunter2']) {
      expect(text).not.toContain(value);
    }
    expect(logs.lines()[0]).toMatchObject({ user: { id: 'u1', email: '[redacted]' }, msg: 'oops' });
  });
});

describe('readable output', () => {
  it('writes a request as one line a person reads: method, route, status, duration, then its id', () => {
    let written = '';
    const logger = createLogger({
      level: 'info',
      pretty: true,
      destination: new Writable({
        write(chunk, _encoding, done) {
          written += String(chunk);
          done();
        },
      }),
    });
    logger.info(
      { requestId: 'r-1', method: 'GET', route: '/api/v1/events/:id', status: 200, durationMs: 12.5 },
      'request',
    );
    expect(written.trim().split('\n')).toHaveLength(1);
    expect(written).toContain('GET /api/v1/events/:id 200 12.5 ms');
    expect(written).toContain('r-1');
    expect(written).not.toMatch(/^\{/);
  });
});
