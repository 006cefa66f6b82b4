/**
 * The fuzzer's exhaustive pass over prototype keys (hostile-values.ts). For one operation: requests well formed but
 * for one place holding one prototype key, for every path, query and header parameter and every field of the JSON
 * body whose schema lets the key through; all the keys as names of query parameters; and each object of the body
 * carrying all of them as its own keys.
 * Sampling meets one key in one parameter rarely, and then mostly beside values that stop the request before the
 * handler; this meets each of them once, with the rest of the request valid.
 */
import fc from 'fast-check';
import type { FuzzRequest, RequestContext } from './fuzz-request.ts';
import type { FuzzParameter, FuzzTarget } from './fuzz-target.ts';
import { PROTOTYPE_KEYS } from './hostile-values.ts';
import { encodeUrlText, type JsonSchema, type SchemaContext, validValue } from './openapi-arbitraries.ts';

/** Body fields nested deeper than this are left to the sampled runs (the API's bodies are shallower). */
const MAX_FIELD_DEPTH = 4;

type FieldPath = (string | number)[];

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The first value of an arbitrary for a seed: the sweep's valid values are the same on every run. */
const sampleOne = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T =>
  fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;

/** String formats that no prototype key matches. */
const STRICT_FORMATS = new Set(['date', 'date-time', 'time', 'email', 'uuid', 'uri', 'url', 'ipv4', 'ipv6']);

/** A pattern JavaScript cannot compile is taken to match: the request is sent, and the API judges it. */
function matchesPattern(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return true;
  }
}

/**
 * True when a field's schema lets `text` through, as far as it says: only there can the text reach the handler (an
 * enum of other values, a number, a format or a pattern refuses it at validation, answered 400 before any lookup).
 */
function acceptsText(schemaOrRef: JsonSchema, context: SchemaContext, text: string): boolean {
  const schema = context.resolve(schemaOrRef);
  if (schema.const !== undefined) return schema.const === text;
  if (schema.enum) return schema.enum.includes(text);
  if (schema.allOf) return schema.allOf.every((part) => acceptsText(part, context, text));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => acceptsText(branch, context, text));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 0 ? !types.includes('string') : Boolean(schema.properties || schema.items)) return false;
  if (schema.format && STRICT_FORMATS.has(schema.format)) return false;
  if (schema.pattern && !matchesPattern(schema.pattern, text)) return false;
  return (
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY)
  );
}

/** Any prototype key, in any case, anywhere in a JSON text. */
const PROTOTYPE_KEY_TEXT = new RegExp(PROTOTYPE_KEYS.join('|'), 'i');

/** A valid value with no prototype key in it (fast-check's text leans towards them), the same on every run. */
function cleanValidValue(schema: JsonSchema, context: SchemaContext, name: string, seed: number): unknown {
  const arbitrary = validValue(schema, context, name);
  let value: unknown;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    value = sampleOne(arbitrary, seed + attempt);
    if (!PROTOTYPE_KEY_TEXT.test(JSON.stringify(value) ?? '')) return value;
  }
  return value;
}

/**
 * A body of the required fields alone, each valid: the likeliest to pass the rules between fields that a schema
 * cannot say (an image's height with its width), so that a key put in any field meets the handler.
 */
function minimalBody(schemaOrRef: JsonSchema, context: SchemaContext, seed: number, name = ''): unknown {
  const schema = context.resolve(schemaOrRef);
  const properties = schema.properties;
  if (!properties || schema.anyOf || schema.oneOf) return cleanValidValue(schema, context, name, seed);
  const body: Record<string, unknown> = {};
  for (const key of (schema.required ?? []).filter((each) => Object.hasOwn(properties, each)))
    body[key] = minimalBody(properties[key]!, context, seed, key);
  return body;
}

interface BodyField {
  path: FieldPath;
  schema: JsonSchema;
}

/** The fields of a body schema (objects' properties; arrays' items, as index 0), and where it has objects. */
function bodyPlaces(
  schema: JsonSchema,
  context: SchemaContext,
): { fields: BodyField[]; objects: FieldPath[] } {
  const fields = new Map<string, BodyField>();
  const objects = new Map<string, FieldPath>();
  const walk = (schemaOrRef: JsonSchema, at: FieldPath): void => {
    if (at.length > MAX_FIELD_DEPTH) return;
    const resolved = context.resolve(schemaOrRef);
    // The outermost schema of a place: a union's branches are judged through it (acceptsText).
    if (at.length > 0 && !fields.has(JSON.stringify(at)))
      fields.set(JSON.stringify(at), { path: at, schema: resolved });
    for (const branch of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])])
      walk(branch, at);
    if (resolved.properties) {
      objects.set(JSON.stringify(at), at);
      for (const [name, child] of Object.entries(resolved.properties)) walk(child, [...at, name]);
    }
    if (resolved.items) walk(resolved.items, [...at, 0]);
  };
  walk(schema, []);
  return { fields: [...fields.values()], objects: [...objects.values()] };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `value` with what is at `path` replaced by `update` of it (objects and arrays made where missing). */
function updatedAt(value: unknown, path: FieldPath, update: (current: unknown) => unknown): unknown {
  if (path.length === 0) return update(value);
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = updatedAt(list[head], rest, update);
    return list;
  }
  const object = isObject(value) ? { ...value } : {};
  // defineProperty: names come from the schema, and assignment would treat a `__proto__` one as the prototype.
  Object.defineProperty(object, head!, {
    value: updatedAt(object[head!], rest, update),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

/**
 * The object with every prototype key as an own key (what JSON.parse makes of `{"__proto__": ...}`), valued as a
 * pollution attempt (`{"isAdmin": true}`, and `{"prototype": {...}}` under `constructor`) or as text, which fields
 * typed as text let through.
 */
function withPrototypeKeys(value: unknown, valued: 'as pollution' | 'as text'): Record<string, unknown> {
  const object: Record<string, unknown> = isObject(value) ? { ...value } : {};
  for (const key of PROTOTYPE_KEYS) {
    const pollution = key === 'constructor' ? { prototype: { isAdmin: true } } : { isAdmin: true };
    Object.defineProperty(object, key, {
      value: valued === 'as pollution' ? pollution : 'x',
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

export interface PrototypeKeySweep {
  /** The request with no key in it: valid, as far as the schemas say. */
  base: FuzzRequest;
  /** The keys in parameters, as query names and as keys of the body's objects. */
  requests: FuzzRequest[];
  /** The keys as values of body fields: worth sending when the API takes the base (else each fails as it does). */
  fieldRequests: FuzzRequest[];
}

/**
 * The sweep of `target`. Its valid parts are the `draw`-th of a series, so that a caller can look for one the API
 * takes: the draw-th known value of each parameter that has some (real ids), else values drawn from `seed`; a body
 * of the required fields alone, or every other draw a fuller one.
 */
export function prototypeKeySweep(
  target: FuzzTarget,
  context: RequestContext,
  seed: number,
  draw = 0,
): PrototypeKeySweep {
  const drawSeed = seed + draw;
  const validText = (parameter: FuzzParameter) => {
    const known = context.knownValues(parameter.name);
    if (known.length > 0) return known[draw % known.length]!;
    return asText(cleanValidValue(parameter.schema, context, parameter.name, drawSeed) ?? '');
  };
  const parameters = target.parameters;
  const base = new Map(parameters.filter((p) => p.in === 'path' || p.required).map((p) => [p, validText(p)]));
  const credentials = sampleOne(context.credentials, drawSeed);
  const hasBody = target.jsonBody !== undefined && target.method !== 'GET' && target.method !== 'HEAD';
  const baseBody = !hasBody
    ? undefined
    : draw % 2 === 0
      ? minimalBody(target.jsonBody!, context, drawSeed)
      : cleanValidValue(target.jsonBody!, context, '', drawSeed);

  const request = (
    values: Map<FuzzParameter, string>,
    options: { extraQuery?: string; body?: unknown } = {},
  ): FuzzRequest => {
    const path = target.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
      return encodeUrlText(parameter ? (values.get(parameter) ?? '') : '');
    });
    const query = [...values]
      .filter(([parameter]) => parameter.in === 'query')
      .map(([parameter, text]) => `${parameter.name}=${encodeUrlText(text)}`);
    if (options.extraQuery) query.push(options.extraQuery);
    const headers: Record<string, string> = { ...credentials, origin: context.publicUrl };
    for (const [parameter, text] of values) if (parameter.in === 'header') headers[parameter.name] = text;
    if (hasBody) headers['content-type'] = 'application/json';
    const body = 'body' in options ? options.body : baseBody;
    return {
      method: target.method,
      url: path + (query.length > 0 ? `?${query.join('&')}` : ''),
      headers,
      ...(hasBody ? { body: JSON.stringify(body) ?? '' } : {}),
    };
  };

  const requests = [request(base, { extraQuery: PROTOTYPE_KEYS.map((key) => `${key}=x`).join('&') })];
  for (const key of PROTOTYPE_KEYS) {
    for (const parameter of parameters) requests.push(request(new Map([...base, [parameter, key]])));
  }
  const fieldRequests: FuzzRequest[] = [];
  if (hasBody) {
    const { fields, objects } = bodyPlaces(target.jsonBody!, context);
    for (const key of PROTOTYPE_KEYS) {
      for (const field of fields.filter((each) => acceptsText(each.schema, context, key)))
        fieldRequests.push(request(base, { body: updatedAt(baseBody, field.path, () => key) }));
    }
    for (const object of objects) {
      for (const valued of ['as pollution', 'as text'] as const) {
        const body = updatedAt(baseBody, object, (current) => withPrototypeKeys(current, valued));
        requests.push(request(base, { body }));
      }
    }
  }
  return { base: request(base), requests, fieldRequests };
}
