/** What the fuzzer calls, in one shape for documented operations, undocumented routes and better-auth's endpoints. */
import type { JsonSchema } from './openapi-arbitraries.ts';

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzTarget {
  /** 'GET /api/v1/events/{id}' */
  key: string;
  method: string;
  /** With `{name}` for each path parameter. */
  path: string;
  parameters: FuzzParameter[];
  /** The JSON body's schema; absent when the operation takes no JSON. */
  jsonBody?: JsonSchema;
  /** The operation takes a body in another format (multipart uploads): no body is sent, the rest is fuzzed. */
  otherBodyType?: string;
}
