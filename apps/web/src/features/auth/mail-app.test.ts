import { describe, expect, it } from 'vitest';
import { findWebInbox } from './mail-app.ts';

describe('findWebInbox', () => {
  it('knows the big providers by domain, case-insensitively', () => {
    expect(findWebInbox('ada@Gmail.com')?.name).toBe('Gmail');
    expect(findWebInbox('ada@hotmail.com')?.name).toBe('Outlook');
    expect(findWebInbox('ada@example.com')).toBeNull();
    expect(findWebInbox('nonsense')).toBeNull();
  });
});
