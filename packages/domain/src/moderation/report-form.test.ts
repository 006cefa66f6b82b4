import { describe, expect, it } from 'vitest';
import { readReportErrors, validateReport } from './report-form.ts';

describe('validateReport', () => {
  it('asks for a reason before anything else', () => {
    expect(validateReport(null, '')).toEqual({ reason: 'Choose what is wrong with it.' });
  });

  it('asks "Something else" to say what, and takes the other reasons without details', () => {
    expect(validateReport('OTHER', '   ')).toEqual({ details: 'Say what is wrong with it.' });
    expect(validateReport('OTHER', 'Tickets are fake')).toEqual({});
    expect(validateReport('SPAM', '')).toEqual({});
  });

  it('refuses details longer than the API takes', () => {
    expect(validateReport('SPAM', 'x'.repeat(1001)).details).toMatch(/1,000/);
  });
});

describe('readReportErrors', () => {
  it('puts the API’s problems beside their fields', () => {
    const body = {
      error: {
        code: 'VALIDATION',
        message: 'Invalid request',
        details: [{ field: 'body.details', message: 'Say what is wrong with it' }],
      },
    };
    expect(readReportErrors(400, body)).toEqual({ details: 'Say what is wrong with it' });
  });

  it('says the API’s own sentence for a refusal that names no field (one’s own content)', () => {
    const body = {
      error: { code: 'OWN_CONTENT', message: 'You cannot report your own content.', details: [] },
    };
    expect(readReportErrors(400, body)).toEqual({ form: 'You cannot report your own content.' });
  });

  it('reads gone, limited and unreachable as sentences', () => {
    expect(readReportErrors(404, null).form).toBe('This is no longer available.');
    expect(readReportErrors(429, null).form).toMatch(/many reports/);
    expect(readReportErrors(0, null).form).toMatch(/connection/);
  });
});
