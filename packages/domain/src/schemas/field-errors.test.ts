import { describe, expect, it } from 'vitest';
import { type FieldErrorOptions, readFieldErrors } from './field-errors.ts';

type Field = 'title' | 'when';

/** A form with two fields: the body's `title`, and `when` for every part of the schedule. */
const options: FieldErrorOptions<Field> = {
  fieldFor: (path) => {
    const head = path.split('.')[0];
    return head === 'title' || head === 'when' ? head : 'form';
  },
  fallback: 'Not saved. Try again.',
};

const refusal = (message: unknown, details?: unknown) => ({
  error: { code: 'BAD_REQUEST', message, details },
});

describe('readFieldErrors', () => {
  it.each([
    [
      'places each problem beside the field its body path names',
      refusal('Invalid body.title: Too long', [
        { field: 'body.title', message: 'Too long' },
        { field: 'body.when.startDate', message: 'Expected YYYY-MM-DD' },
      ]),
      { title: 'Too long', when: 'Expected YYYY-MM-DD' },
    ],
    [
      'keeps the first problem of a field',
      refusal('Invalid body.when', [
        { field: 'body.when.startDate', message: 'first' },
        { field: 'body.when.endDate', message: 'second' },
      ]),
      { when: 'first' },
    ],
    [
      'gives a body path the form does not show, another request part, or none to the form',
      refusal('Invalid', [
        { field: 'body.media.0', message: 'Unknown upload' },
        { field: 'query.limit', message: 'Too big' },
        { field: 'body', message: 'Expected an object' },
        { message: 'No field' },
      ]),
      { form: 'Unknown upload' },
    ],
    [
      'says the error’s message for a problem without its own',
      refusal('when object malformed', [{ field: 'body.when', message: '' }, { field: 'body.title' }]),
      { when: 'when object malformed', title: 'when object malformed' },
    ],
    [
      'says a plain default when neither has one',
      refusal(null, [{ field: 'body.title' }]),
      { title: 'This value is not valid.' },
    ],
    [
      'says the error’s message when it names no field',
      refusal('Slow down', { retryAfterSeconds: 30 }),
      { form: 'Slow down' },
    ],
    ['skips details that are not objects', refusal('Refused', [null, 'title']), { form: 'Refused' }],
    ['falls back for a refusal without words', refusal('  ', []), { form: 'Not saved. Try again.' }],
    [
      'falls back for a body that is no API error',
      '<html>Bad gateway</html>',
      { form: 'Not saved. Try again.' },
    ],
    ['falls back for no body at all', null, { form: 'Not saved. Try again.' }],
  ])('%s', (_label, body, expected) => {
    expect(readFieldErrors(body, options)).toEqual(expected);
  });

  it('lets the form say a problem in its own words, knowing the error’s message', () => {
    const errors = readFieldErrors(
      refusal('when object malformed', [
        { field: 'body.when', message: 'startDate is missing' },
        { field: 'body.title', message: 'Too long' },
      ]),
      {
        ...options,
        describe: (field, message, apiMessage) =>
          field === 'when' && apiMessage === 'when object malformed'
            ? `Check the dates (${message}).`
            : message,
      },
    );
    expect(errors).toEqual({ when: 'Check the dates (startDate is missing).', title: 'Too long' });
  });
});
