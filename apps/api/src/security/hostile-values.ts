/**
 * Inputs that have broken parsers, databases and renderers before, grouped by class so that a failure the fuzzer
 * reports names the kind of input that caused it. Values only: openapi-arbitraries.ts decides where they go.
 */

/**
 * Names that a plain object answers for whatever it holds (Object.prototype's members, and `prototype`, which
 * functions carry): a lookup `table[input]`, an `input in table` or an assignment `object[input] = x` on a plain
 * object meets them. Each goes into every parameter and body field, and is sent as a key of JSON objects.
 */
export const PROTOTYPE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
  'valueOf',
];

/** Text for any string field or parameter (sent JSON-escaped in bodies, percent-encoded in URLs). */
export const HOSTILE_STRINGS: readonly string[] = [
  // empty and blank
  '',
  ' ',
  '\t\r\n',
  // NUL and control characters: PostgreSQL text refuses U+0000
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  // lone surrogates: not encodable as UTF-8
  '\ud800',
  '\udc00',
  'x\udfffy',
  // unicode that changes length, direction or width
  '\ufeff',
  '\u200b',
  '\u202eevil',
  'مرحبا بالعالم',
  'שלום',
  '🎉',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  'Ω≈ç√∫',
  'İı',
  '\uffff',
  // header and log injection
  '\r\nSet-Cookie: a=b',
  // SQL and LIKE patterns
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '\\',
  '%',
  '_',
  '%_%\\',
  "1' AND 1=CAST((SELECT version()) AS int) --",
  // HTML and templates
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as literal text.
  '${7*7}',
  // prototype keys, and in capitals for code that lower-cases its input before the lookup
  ...PROTOTYPE_KEYS,
  'CONSTRUCTOR',
  '__PROTO__',
  // paths and addresses
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  // words that parse as other types
  'null',
  'undefined',
  'true',
  '[object Object]',
  '{"a":1}',
  // impossible and extreme dates and times
  '0000-00-00',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2025-02-29',
  '9999-12-31',
  '0001-01-01',
  '-000001-01-01',
  '+275760-09-13',
  '275760-09-14',
  '0000-00-00T00:00:00Z',
  '2026-02-30T10:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-06-01T24:00:00Z',
  '2026-06-01T12:00:00+25:00',
  '2026-03-08T02:30:00',
  '1969-12-31T23:59:59Z',
  '24:00',
  '99:99',
  '23:60',
  // numbers as text
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '0x1F',
  '1_000',
  ' 7 ',
  '٣',
  '-0',
  '-1',
  '2147483648',
  '9007199254740993',
  '00000000000000000000000000000001',
  '1.5',
  '1,5',
  '9'.repeat(400),
  // long: over every maxLength of the API, and over common buffer sizes
  'a'.repeat(10_001),
  '🎉'.repeat(5_000),
  'x'.repeat(70_000),
];

/**
 * Raw pieces of a URL path segment or query value, sent without further encoding: NUL, bytes that are not
 * UTF-8 (%FF, the overlong %C0%AF, a CESU-8 surrogate, a truncated sequence), broken escapes, traversal and
 * double encoding.
 */
export const HOSTILE_URL_TEXT: readonly string[] = [
  '%00',
  'a%00b',
  '%FF',
  '%C0%AF',
  '%C0%80',
  '%ED%A0%80',
  '%E2%82',
  '%F4%90%80%80',
  '%EF%BF%BE',
  '%',
  '%G1',
  '%%',
  'a%2',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F',
  '%252e%252e%252f',
  '%5C..%5C',
  '%0D%0ASet-Cookie:%20a=b',
  '%3Cscript%3E',
  '+',
  '%20',
  ';',
  ',',
  '..',
  '.',
  '%2F',
  '%3F',
  '%23',
  '%26a%3D1',
];

/** Numbers at the edges of int32, float64 and JavaScript's safe integers. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** JSON values of every type, for a field that expects another. */
export const WRONG_TYPE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  'text',
  '1',
  'true',
  [],
  [null],
  ['a', 1],
  {},
  { a: 1 },
  [[[[]]]],
  { '': { '': {} } },
];

const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Bodies that are not the JSON an operation expects, or not JSON at all. */
export const HOSTILE_BODIES: readonly (string | Uint8Array)[] = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '[',
  '{"a":1,}',
  "{'a':1}",
  'null',
  'true',
  '0',
  '-',
  '"text"',
  '[]',
  '[{}]',
  '{"a":1,"a":2}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"toString":"x","valueOf":1,"hasOwnProperty":null}',
  '[{"__proto__":{"isAdmin":true}},{"constructor":{"prototype":{"isAdmin":true}}}]',
  '{"a":1e400}',
  '{"a":-1e400}',
  '{"a":NaN}',
  '1'.repeat(10_000),
  '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><a>&b;</a>',
  'a=b&c=d',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  // nesting deep enough to exhaust a recursive parser or validator
  deepArrays(10_000),
  deepObjects(10_000),
  deepArrays(50_000),
  // bytes that are not UTF-8
  new Uint8Array([0xff, 0xfe, 0xfd]),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  // 2 MB of one string
  `{"name":"${'x'.repeat(2_000_000)}"}`,
];

/** Content types for a body, JSON and not; `undefined` sends none. */
export const CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  '',
];

/** Header values a client could send (visible ASCII and Latin-1: anything else cannot cross HTTP/1.1). */
export const HOSTILE_HEADER_VALUES: readonly string[] = [
  '',
  ' ',
  'null',
  '\u00ff\u00fe',
  '%00',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'a'.repeat(8_000),
];

/** Credentials that must leave the caller anonymous, never fail the request (spec §6). */
export const BOGUS_AUTHORIZATIONS: readonly string[] = [
  'Bearer ',
  'Bearer',
  'Bearer x',
  'Bearer null',
  `Bearer ${'a'.repeat(5_000)}`,
  'Bearer a.b.c',
  'Bearer %FF%00',
  'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
  'bearer\u00ff',
];

export const BOGUS_COOKIES: readonly string[] = [
  '__session=',
  '__session=x',
  '__session=x.y',
  '__session=%FF%00',
  `__session=${'a'.repeat(5_000)}`,
  '__session=a; __session=b',
  '__session',
  '__session="unterminated',
];
