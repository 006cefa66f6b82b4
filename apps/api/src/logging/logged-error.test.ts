import { describe, expect, it } from 'vitest';
import { scrubMessage, toLoggedError } from './logged-error.ts';

describe('toLoggedError', () => {
  it("keeps a query error's text but not the parameters it was sent", () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_key"'),
      {
        code: '23505',
        detail: 'Key (email)=(ada@example.com) already exists.',
      },
    );
    const queryError = new Error(
      'Failed query: insert into "user" values ($1, $2)\nparams: ada@example.com,tok_123',
      {
        cause: driverError,
      },
    );
    const logged = toLoggedError(queryError);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('ada@example.com');
    expect(text).not.toContain('tok_123');
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "user" values ($1, $2)\nparams: [redacted]',
      cause: {
        sqlState: '23505',
        message: 'duplicate key value violates unique constraint "user_email_key"',
      },
    });
    expect(logged.stack).toContain('logged-error.test.ts');
  });

  it.each([
    [
      'invalid input syntax for type uuid: "ada@example.com"',
      'invalid input syntax for type uuid: "[email]"',
    ],
    ['no account for +1 617-555-0123', 'no account for [phone]'],
    ['timeout after 10000 ms at 2026-11-28', 'timeout after 10000 ms at 2026-11-28'],
  ])('scrubs %j', (message, scrubbed) => {
    expect(scrubMessage(message)).toBe(scrubbed);
  });
});
