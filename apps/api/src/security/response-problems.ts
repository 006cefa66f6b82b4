/**
 * What every response of the API must satisfy, whatever was sent: no 5xx, errors in the one shape
 * `{ "error": { "code", "message", "details" } }` (api-error.ts) as JSON, and nothing of the server's insides
 * (stack frames, source paths, SQL) in the body.
 */

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

/** Traces of the server's internals; none of them occurs in the fuzzer's own inputs (hostile-values.ts). */
const LEAKS: readonly [what: string, pattern: RegExp][] = [
  ['a stack frame', /\n\s+at \S|\bat [\w$.<>[\] ]+ \([^)]*:\d+:\d+\)/],
  ['a node_modules path', /node_modules[\\/]/],
  ['a source file path', /\/src\/[\w./-]*\.[cm]?[jt]sx?\b/],
  ['an error dump', /(^|[\s"'])(\w*Error|Error): /],
  [
    'SQL text',
    /Failed query:|\bviolates [\w ]*constraint\b|invalid input syntax for|syntax error at or near/,
  ],
];

const isApiPath = (url: string) => /^\/api\/v[12](\/|$|\?)/.test(url);

/** Problems with one response to a request for `url` (path and query), each a short sentence; empty when fine. */
export function findResponseProblems(url: string, response: FuzzResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(response.text)) problems.push(`the body shows ${what}`);
  }
  if (response.status < 400) return problems;

  if (isApiPath(url) && !/^application\/json\b/i.test(response.contentType)) {
    problems.push(`error content type is ${JSON.stringify(response.contentType)}, not application/json`);
  }
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    problems.push('error body is not JSON');
    return problems;
  }
  const error = (body as { error?: unknown } | null)?.error as
    | { code?: unknown; message?: unknown; details?: unknown }
    | undefined;
  if (!error || typeof error !== 'object') {
    problems.push('error body has no `error` object');
  } else {
    if (typeof error.code !== 'string' || error.code === '')
      problems.push('error.code is not a non-empty string');
    if (typeof error.message !== 'string') problems.push('error.message is not a string');
    if (error.details === undefined) problems.push('error.details is missing');
  }
  return problems;
}
