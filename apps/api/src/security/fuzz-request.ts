/**
 * One fuzzed HTTP request for a target: path and query parameters, headers, credentials and a body, each drawn
 * from openapi-arbitraries.ts, printed readably when fast-check reports the (shrunk) request that failed.
 *
 * A quarter of the requests are well formed (every value valid for its schema, JSON sent as JSON), so that handlers
 * run past validation with real ids; a quarter are well formed but for one parameter, so that handlers run with
 * that hostile value; the rest are hostile in one or more places. (An operation without parameters: a third well
 * formed, the rest hostile.)
 */
import fc from 'fast-check';
import type { FuzzParameter, FuzzTarget } from './fuzz-target.ts';
import { CONTENT_TYPES, HOSTILE_BODIES, HOSTILE_HEADER_VALUES, PROTOTYPE_KEYS } from './hostile-values.ts';
import {
  boundaryValue,
  encodeUrlText,
  fuzzParameterText,
  fuzzValue,
  prototypeKey,
  type SchemaContext,
  validValue,
  wrongTypeValue,
} from './openapi-arbitraries.ts';

export interface FuzzRequest {
  method: string;
  /** Path and query, exactly as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface RequestContext extends SchemaContext {
  /** Headers that carry (or fake) the caller's identity. */
  credentials: fc.Arbitrary<Record<string, string>>;
  /** The website's origin, which cookie-authenticated writes must come from. */
  publicUrl: string;
}

type Mode = 'well-formed' | 'hostile';

/**
 * A request's hostility: everywhere (`mode`), or only in `hostileParameter`, the rest well formed. A request hostile
 * everywhere mostly stops at validation; one hostile value among valid ones reaches the handler.
 */
interface Plan {
  mode: Mode;
  hostileParameter?: FuzzParameter;
}

function modeOf(plan: Plan, parameter: FuzzParameter): Mode {
  if (!plan.hostileParameter) return plan.mode;
  return parameter === plan.hostileParameter ? 'hostile' : 'well-formed';
}

const NO_BODY_METHODS = new Set(['GET', 'HEAD']);

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A parameter's text on the wire; null leaves it out (a null query value is an absent one). */
function parameterText(
  parameter: FuzzParameter,
  context: SchemaContext,
  mode: Mode,
): fc.Arbitrary<string | null> {
  if (mode === 'hostile') return fuzzParameterText(parameter.schema, context, parameter.name);
  return validValue(parameter.schema, context, parameter.name).map((value) =>
    value === null || value === undefined ? null : encodeUrlText(asText(value)),
  );
}

/** Values a header can carry on HTTP/1.1: Latin-1 without controls (the Fetch API refuses the rest). */
const isHeaderSafe = (text: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(text);

/** Percent-encodes what a header cannot carry, so the rest of a hostile value still reaches the API. */
const percentEncodeUnsafe = (text: string) =>
  text.replace(/[^\t\x20-\x7e]/g, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);

function headerText(parameter: FuzzParameter, context: SchemaContext, mode: Mode): fc.Arbitrary<string> {
  const valid = validValue(parameter.schema, context, parameter.name).map(asText);
  const text =
    mode === 'well-formed'
      ? valid
      : fc.oneof(
          { weight: 6, arbitrary: valid },
          { weight: 2, arbitrary: boundaryValue(parameter.schema, context, parameter.name).map(asText) },
          { weight: 1, arbitrary: wrongTypeValue().map(asText) },
          { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_HEADER_VALUES) },
          { weight: 1, arbitrary: prototypeKey() },
        );
  return text.map((value) => (isHeaderSafe(value) ? value : percentEncodeUnsafe(value)));
}

/** Present or missing: a required parameter goes missing one time in twelve (hostile only), an optional one half the time. */
function presence<T>(arbitrary: fc.Arbitrary<T>, required: boolean, mode: Mode): fc.Arbitrary<T | null> {
  if (required && mode === 'well-formed') return arbitrary;
  return fc.oneof({ weight: required ? 11 : 1, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
}

/**
 * A query or header parameter as sent, or null. A plan with one hostile parameter sends it, and of the others only
 * the required ones: optional parameters often go together (a box's four sides, a window's start and end), and
 * one sent alone stops the request before the handler.
 */
function sent<T>(arbitrary: fc.Arbitrary<T>, parameter: FuzzParameter, plan: Plan): fc.Arbitrary<T | null> {
  if (parameter === plan.hostileParameter) return arbitrary;
  if (plan.hostileParameter) return parameter.required ? arbitrary : fc.constant(null);
  return presence(arbitrary, parameter.required, modeOf(plan, parameter));
}

function pathArbitrary(target: FuzzTarget, context: SchemaContext, plan: Plan): fc.Arbitrary<string> {
  const names = [...target.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const byName = new Map(target.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  const values = names.map((name) => {
    const parameter = byName.get(name) ?? { name, in: 'path', required: true, schema: { type: 'string' } };
    return parameterText(parameter, context, modeOf(plan, parameter));
  });
  return fc.tuple(...values).map((texts) => {
    let index = 0;
    return target.path.replace(/\{[^}]+\}/g, () => texts[index++] ?? '');
  });
}

const EXTRA_QUERY_NAMES = ['a', ...PROTOTYPE_KEYS, '', '%00', '%FF', 'limit[]', 'q[$ne]', 'x'.repeat(300)];
const QUERY_TAILS = ['&', '&&=&', '&=x', '&%', '&a', '&a=%', '#frag', `&${'x=1&'.repeat(500)}`];

function queryArbitrary(target: FuzzTarget, context: SchemaContext, plan: Plan): fc.Arbitrary<string> {
  const documented = target.parameters.filter((p) => p.in === 'query');
  const pairs = documented.map((parameter) =>
    sent(
      parameterText(parameter, context, modeOf(plan, parameter)).map((text) =>
        text === null ? null : `${parameter.name}=${text}`,
      ),
      parameter,
      plan,
    ),
  );
  const join = (parts: (string | null)[], end = '') => {
    const query = parts.filter((part): part is string => part !== null).join('&') + end;
    return query ? `?${query}` : '';
  };
  if (plan.mode === 'well-formed') return fc.tuple(...pairs).map((parts) => join(parts));
  // Unknown names, and documented names sent twice (`limit=1&limit=2`).
  const extraNames = [...EXTRA_QUERY_NAMES, ...documented.map((p) => p.name)];
  const extra = fc
    .tuple(fc.constantFrom(...extraNames), fuzzParameterText({ type: 'string' }, context, ''))
    .map(([name, text]) => `${name}=${text}`);
  const extras = fc.oneof(
    { weight: 4, arbitrary: fc.constant([] as string[]) },
    { weight: 1, arbitrary: fc.array(extra, { minLength: 1, maxLength: 3 }) },
  );
  const tail = fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom(...QUERY_TAILS) },
  );
  return fc
    .tuple(fc.tuple(...pairs), extras, tail)
    .map(([present, more, end]) => join([...present, ...more], end));
}

function headersArbitrary(
  target: FuzzTarget,
  context: RequestContext,
  plan: Plan,
): fc.Arbitrary<Record<string, string>> {
  const documented = target.parameters.filter((p) => p.in === 'header');
  const pairs = documented.map((parameter) =>
    sent(
      headerText(parameter, context, modeOf(plan, parameter)).map((text) => [parameter.name, text] as const),
      parameter,
      plan,
    ),
  );
  const origin = ['origin', context.publicUrl] as const;
  const sometimes = (name: string, values: readonly string[]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(...values).map((value) => [name, value] as const) },
    );
  const ambient =
    plan.mode === 'well-formed'
      ? fc.constant([origin])
      : fc.tuple(
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(origin) },
            {
              weight: 1,
              arbitrary: sometimes('origin', [
                'null',
                'http://evil.example',
                '',
                `${context.publicUrl}.evil`,
              ]),
            },
          ),
          sometimes('x-forwarded-for', [
            '',
            'unknown',
            '1.1.1.1, 2.2.2.2',
            '::1',
            '999.999.999.999',
            'a'.repeat(300),
          ]),
          sometimes('accept', ['text/html', 'application/xml', '*/*', '', 'application/json;q=0']),
          sometimes('accept-language', ['zz', '*', 'en-US,en;q=0.9', '\u00ff', 'a'.repeat(300)]),
        );
  return fc.tuple(fc.tuple(...pairs), ambient, context.credentials).map(([own, extra, credentials]) => {
    const headers: Record<string, string> = { ...credentials };
    for (const pair of [...own, ...extra]) if (pair) headers[pair[0]] = pair[1];
    return headers;
  });
}

interface Body {
  contentType?: string;
  body?: string | Uint8Array;
}

const json = (value: fc.Arbitrary<unknown>, contentType: fc.Arbitrary<string | undefined>) =>
  fc.record({ contentType, body: value.map((v) => JSON.stringify(v) ?? '') });

function bodyArbitrary(target: FuzzTarget, context: SchemaContext, mode: Mode): fc.Arbitrary<Body> {
  if (NO_BODY_METHODS.has(target.method)) return fc.constant({});
  if (target.otherBodyType) {
    // Multipart uploads are outside JSON fuzzing: the content type is fuzzed, no body is sent.
    return mode === 'well-formed'
      ? fc.constant({ contentType: target.otherBodyType })
      : fc.record({ contentType: fc.constantFrom(target.otherBodyType, ...CONTENT_TYPES) });
  }
  if (mode === 'well-formed') {
    return target.jsonBody
      ? json(validValue(target.jsonBody, context), fc.constant('application/json'))
      : fc.constant({});
  }
  const jsonType = fc.oneof(
    { weight: 4, arbitrary: fc.constant<string | undefined>('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  const raw = fc.record({ contentType: jsonType, body: fc.constantFrom(...HOSTILE_BODIES) });
  if (!target.jsonBody) {
    const unexpected = json(fc.oneof(wrongTypeValue(), fc.jsonValue({ maxDepth: 2 })), jsonType);
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: unexpected },
      { weight: 1, arbitrary: raw },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: json(fuzzValue(target.jsonBody, context), jsonType) },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: fc.record({ contentType: jsonType }) },
  );
}

function requestOf(target: FuzzTarget, context: RequestContext, plan: Plan): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      pathArbitrary(target, context, plan),
      queryArbitrary(target, context, plan),
      headersArbitrary(target, context, plan),
      bodyArbitrary(target, context, plan.mode),
    )
    .map(([path, query, headers, { contentType, body }]) => {
      const request: FuzzRequest = {
        method: target.method,
        url: path + query,
        headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
        ...(body === undefined ? {} : { body }),
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

export function requestArbitrary(target: FuzzTarget, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  const wellFormed = { weight: 1, arbitrary: requestOf(target, context, { mode: 'well-formed' }) };
  const hostile = { weight: 2, arbitrary: requestOf(target, context, { mode: 'hostile' }) };
  if (target.parameters.length === 0) return fc.oneof(wellFormed, hostile);
  const oneHostile = fc
    .constantFrom(...target.parameters)
    .chain((parameter) => requestOf(target, context, { mode: 'well-formed', hostileParameter: parameter }));
  return fc.oneof(wellFormed, { weight: 1, arbitrary: oneHostile }, hostile);
}

const clip = (text: string, length = 160) =>
  text.length <= length ? text : `${text.slice(0, length)}…(${text.length} chars)`;

/** The request as a reader wants it in a failure report: long values clipped, bytes as hex, escapes visible. */
export function describeRequest(request: FuzzRequest): string {
  const lines = [`${request.method} ${clip(JSON.stringify(request.url).slice(1, -1), 400)}`];
  for (const [name, value] of Object.entries(request.headers))
    lines.push(`  ${name}: ${clip(JSON.stringify(value))}`);
  if (request.body instanceof Uint8Array) {
    lines.push(`  body (bytes): ${Buffer.from(request.body).toString('hex')}`);
  } else if (request.body !== undefined) {
    lines.push(`  body: ${clip(JSON.stringify(request.body), 400)}`);
  }
  return lines.join('\n');
}
