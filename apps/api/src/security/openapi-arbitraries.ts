/**
 * Turns the JSON schemas of an OpenAPI 3.1 document into fast-check arbitraries: values valid for a schema, values
 * at or past its boundaries, values of the wrong type, and whole objects with fields missing or added. Nested
 * values are hostile one at a time, so most requests get past validation and reach the handler's own code.
 */
import fc from 'fast-check';
import {
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  HOSTILE_URL_TEXT,
  PROTOTYPE_KEYS,
  WRONG_TYPE_VALUES,
} from './hostile-values.ts';

/** The subset of JSON Schema 2020-12 (OpenAPI 3.1) that zod emits. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** Values the API's authors vouch for: the likeliest to pass rules between fields that a schema cannot say. */
  examples?: unknown[];
  example?: unknown;
}

export interface SchemaContext {
  /** Resolves `#/components/...` references of the document. */
  resolve(schema: JsonSchema): JsonSchema;
  /** Real values for a field or parameter name (ids of seeded rows, usernames, e-mails), mixed into valid ones. */
  knownValues(name: string): readonly string[];
}

/** Deeper than this, values stay valid: the API has no deeper bodies, and arbitraries must stay finite. */
const MAX_DEPTH = 6;

/** Follows `$ref`s that point into the document (`#/a/b/c`). */
export function resolvePointer(document: unknown, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    let target: unknown = document;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target = (target as Record<string, unknown> | undefined)?.[key];
    }
    if (!target || typeof target !== 'object') throw new Error(`Unresolved reference ${ref}`);
    current = target as JsonSchema;
  }
  return current;
}

function examplesOf(schema: JsonSchema): unknown[] {
  return [...(schema.examples ?? []), ...(schema.example === undefined ? [] : [schema.example])];
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** Instants a product would see: a few years either side of now, not the whole float64 range. */
const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2040-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const calendarDates = instants.map((date) => date.toISOString().slice(0, 10));

/** `^\d{4}-\d{2}-\d{2}$`: a pattern that admits impossible dates; valid values are real ones. */
const isDatePattern = (pattern: string) => pattern.includes('\\d{4}-\\d{2}-\\d{2}');

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? minLength + 40, minLength + 40));
  if (schema.pattern) {
    if (isDatePattern(schema.pattern)) return calendarDates;
    try {
      const regex = new RegExp(schema.pattern);
      return schema.maxLength === undefined
        ? fc.stringMatching(regex)
        : fc.stringMatching(regex, { maxLength: schema.maxLength });
    } catch {
      // A pattern fast-check cannot generate from: fall through to plain text.
    }
  }
  switch (schema.format) {
    case 'date-time':
      return instants.map((date) => date.toISOString());
    case 'date':
      return calendarDates;
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

function numberBounds(schema: JsonSchema, isInteger: boolean): { min: number; max: number } {
  const step = isInteger ? 1 : Number.EPSILON;
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + step);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - step);
  // fc.integer stays within 32 bits; the edges past them are boundaryValue's job.
  const clamp = (n: number) => Math.min(Math.max(n, -(2 ** 31)), 2 ** 31 - 1);
  const low = min ?? (max === undefined ? -1000 : max - 1000);
  return { min: clamp(low), max: clamp(max ?? low + 2000) };
}

/** A value the schema accepts (as far as the schema says: cross-field rules are the handler's business). */
export function validValue(
  schemaOrRef: JsonSchema,
  context: SchemaContext,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = context.resolve(schemaOrRef);
  const examples = examplesOf(schema);
  const shaped = validByShape(schema, context, name, depth);
  const own = examples.length === 0 ? shaped : fc.oneof(shaped, fc.constantFrom(...examples));
  // Known values are text: an array or object field passes its name down to its items instead.
  const types = typesOf(schema);
  const known = name && (types.length === 0 || types.includes('string')) ? context.knownValues(name) : [];
  if (known.length === 0) return own;
  return fc.oneof({ weight: 1, arbitrary: own }, { weight: 2, arbitrary: fc.constantFrom(...known) });
}

function validByShape(
  schema: JsonSchema,
  context: SchemaContext,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => validValue(branch, context, name, depth)));
  if (schema.allOf) return validValue(mergeAllOf(schema.allOf, context), context, '', depth);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  const nonNull = types.filter((type) => type !== 'null');
  const arbitraries = nonNull.map((type) => validOfType(type, schema, context, name, depth));
  if (types.includes('null')) arbitraries.push(fc.constant(null));
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

function validOfType(
  type: string,
  schema: JsonSchema,
  context: SchemaContext,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer(numberBounds(schema, true));
    case 'number':
      return fc.double({ ...numberBounds(schema, false), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      if (!schema.items || depth >= MAX_DEPTH) return fc.constant([]);
      return fc.array(validValue(schema.items, context, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth >= MAX_DEPTH) return fc.constant({});
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0)
        return fc.dictionary(fc.oneof(fc.string(), prototypeKey()), fc.jsonValue({ maxDepth: 1 }));
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validValue(value, context, key, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      const some = fc.record(fields, { requiredKeys: required });
      if (required.length === Object.keys(properties).length) return some;
      // Optional fields often depend on each other (lat with lng, a schedule's parts): the required ones alone
      // are the likeliest body to pass every rule and reach the handler's writes.
      const minimal = fc.record(Object.fromEntries(required.map((key) => [key, fields[key]!])));
      return fc.oneof({ weight: 2, arbitrary: some }, { weight: 1, arbitrary: minimal });
    }
    default:
      return fc.constant(null);
  }
}

function mergeAllOf(parts: JsonSchema[], context: SchemaContext): JsonSchema {
  const merged: JsonSchema = { properties: {}, required: [] };
  for (const part of parts.map((each) => context.resolve(each))) {
    Object.assign(merged, { ...part, properties: merged.properties, required: merged.required });
    Object.assign(merged.properties!, part.properties);
    merged.required!.push(...(part.required ?? []));
  }
  return merged;
}

/** Values at and past the schema's limits: empty, one over maxLength, min − 1, huge, and the hostile texts. */
export function boundaryValue(
  schemaOrRef: JsonSchema,
  context: SchemaContext,
  name = '',
): fc.Arbitrary<unknown> {
  const schema = context.resolve(schemaOrRef);
  const edges: fc.Arbitrary<unknown>[] = [fc.constantFrom(...HOSTILE_STRINGS)];
  const types = typesOf(schema);
  if (types.includes('string') || types.length === 0) {
    const lengths = [schema.maxLength, schema.maxLength === undefined ? undefined : schema.maxLength + 1];
    if (schema.minLength) lengths.push(schema.minLength - 1);
    const texts = lengths.filter((n): n is number => n !== undefined).map((n) => 'x'.repeat(n));
    if (texts.length > 0) edges.push(fc.constantFrom(...texts));
  }
  if (types.includes('integer') || types.includes('number')) {
    const limits = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]
      .filter((n): n is number => n !== undefined)
      .flatMap((n) => [n - 1, n, n + 1, n + 0.5]);
    edges.push(fc.constantFrom(...HOSTILE_NUMBERS, ...limits));
  }
  if (types.includes('array') && schema.items) {
    const count = (schema.maxItems ?? 50) + 1;
    edges.push(
      fc.array(validValue(schema.items, context, '', MAX_DEPTH - 1), { minLength: count, maxLength: count }),
      fc.constant([]),
    );
  }
  const known = name ? context.knownValues(name) : [];
  if (known.length > 0) {
    // A real id with a hostile tail: the row exists, so only the parsing of the rest can fail.
    edges.push(
      fc
        .tuple(
          fc.constantFrom(...known),
          fc.constantFrom('\u0000', "'", ' ', '%', '\ud800', '/..', 'x'.repeat(300)),
        )
        .map(([value, tail]) => value + tail),
    );
  }
  return fc.oneof(...edges);
}

export function wrongTypeValue(): fc.Arbitrary<unknown> {
  return fc.constantFrom(...WRONG_TYPE_VALUES);
}

/**
 * A prototype key (hostile-values.ts), `__proto__` half the time: a lookup by it finds an object (Object.prototype)
 * where the others find functions, and an assignment by it replaces the prototype instead of adding a key.
 */
export function prototypeKey(): fc.Arbitrary<string> {
  return fc.oneof(fc.constant('__proto__'), fc.constantFrom(...PROTOTYPE_KEYS));
}

/**
 * A JSON value for a schema: mostly valid, sometimes at a boundary or of the wrong type; objects keep their
 * shape (each field fuzzed on its own) but may lose a required field or gain an unknown one.
 */
export function fuzzValue(
  schemaOrRef: JsonSchema,
  context: SchemaContext,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = context.resolve(schemaOrRef);
  if (depth >= MAX_DEPTH) return validValue(schema, context, name, depth);
  const types = typesOf(schema);
  const examples = examplesOf(schema);
  const shaped =
    types.includes('object') && schema.properties
      ? examples.length === 0
        ? fuzzObject(schema, context, depth)
        : fc.oneof(fuzzObject(schema, context, depth), fc.constantFrom(...examples))
      : types.includes('array') && schema.items
        ? fc.array(fuzzValue(schema.items, context, name, depth + 1), { maxLength: 3 })
        : validValue(schema, context, name, depth);
  return fc.oneof(
    { weight: 14, arbitrary: shaped },
    { weight: 2, arbitrary: boundaryValue(schema, context, name) },
    { weight: 1, arbitrary: wrongTypeValue() },
    { weight: 1, arbitrary: prototypeKey() },
  );
}

const EXTRA_KEYS = [...PROTOTYPE_KEYS, 'id', 'userId', 'role', 'isAdmin', '', 'a'.repeat(300)];

function fuzzObject(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((key) => key in properties);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, fuzzValue(value, context, key, depth + 1)]),
  );
  const record = fc.record(fields, { requiredKeys: required });
  const dropOne = required.length > 0 ? rarely(fc.constantFrom(...required)) : fc.constant(null);
  const extra = rarely(fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.oneof(wrongTypeValue(), fuzzText())));
  return fc.tuple(record, dropOne, extra).map(([value, dropped, added]) => {
    const object: Record<string, unknown> = { ...value };
    if (dropped !== null) delete object[dropped];
    // defineProperty, not assignment: `object.__proto__ = x` would set the prototype instead of a JSON key.
    if (added) Object.defineProperty(object, added[0], { value: added[1], enumerable: true, writable: true });
    return object;
  });
}

/** The value one time in eight, else null. */
function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

function fuzzText(): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 20 }));
}

/** encodeURIComponent, except that text it cannot encode (lone surrogates) goes raw, for the URL parser to meet. */
export function encodeUrlText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The text of a path, query or header parameter as it appears on the wire: a valid value encoded, a boundary
 * or wrong-type value encoded, or raw hostile URL text (NUL, bytes that are not UTF-8, broken escapes).
 */
export function fuzzParameterText(
  schema: JsonSchema,
  context: SchemaContext,
  name: string,
): fc.Arbitrary<string> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return fc.oneof(
    { weight: 8, arbitrary: validValue(schema, context, name).map((value) => encodeUrlText(asText(value))) },
    {
      weight: 3,
      arbitrary: boundaryValue(schema, context, name).map((value) => encodeUrlText(asText(value))),
    },
    { weight: 1, arbitrary: wrongTypeValue().map((value) => encodeUrlText(asText(value))) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_URL_TEXT) },
    // Alone, and after a valid value in a comma-separated list ('music,__proto__').
    { weight: 1, arbitrary: prototypeKey() },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validValue(schema, context, name), prototypeKey())
        .map(([value, key]) => `${encodeUrlText(asText(value))},${key}`),
    },
  );
}
