import { describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/log-capture.ts';

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
