/**
 * What the fuzzer calls: every operation of the OpenAPI document the app publishes, every other route the app
 * serves (found in its route table, so an undocumented route is fuzzed too), and the /api/auth endpoints, which
 * better-auth serves outside the document, with body shapes written out in auth-endpoints.ts.
 */
import { AUTH_ENDPOINTS } from './auth-endpoints.ts';
import type { FuzzParameter, FuzzTarget } from './fuzz-target.ts';
import { type JsonSchema, resolvePointer } from './openapi-arbitraries.ts';

interface OpenApiDocument {
  paths?: Record<string, object | undefined>;
}

interface OperationObject {
  parameters?: (FuzzParameter | { $ref: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function listDocumentTargets(document: OpenApiDocument): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    if (!pathItem) continue;
    const item = pathItem as Record<string, unknown>;
    const shared = (item.parameters ?? []) as OperationObject['parameters'];
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const parameters = [...(shared ?? []), ...(operation.parameters ?? [])]
        .map((parameter) => resolvePointer(document, parameter as JsonSchema) as unknown as FuzzParameter)
        .filter(
          (parameter) => parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header',
        )
        .map((parameter) => ({ ...parameter, required: parameter.required ?? parameter.in === 'path' }));
      const content = operation.requestBody?.content ?? {};
      const jsonType = Object.keys(content).find((type) => /^application\/([\w.+-]+\+)?json/.test(type));
      const otherType = Object.keys(content).find((type) => type !== jsonType);
      targets.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        ...(jsonType ? { jsonBody: content[jsonType]?.schema ?? {} } : {}),
        ...(!jsonType && otherType ? { otherBodyType: otherType } : {}),
      });
    }
  }
  return targets;
}

/** Hono's `/a/:id{[0-9]+}/*` → `/a/{id}/{rest}` */
function toTemplate(honoPath: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = honoPath
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('rest');
        return '{rest}';
      }
      const match = /^:([A-Za-z_]\w*)/.exec(segment);
      if (!match) return segment;
      names.push(match[1]!);
      return `{${match[1]}}`;
    })
    .join('/');
  return { path, names };
}

/**
 * Routes the app serves that the document does not list. `ALL` entries are middleware; /api/auth/* is better-auth,
 * fuzzed endpoint by endpoint instead.
 */
export function listUndocumentedTargets(
  routes: readonly { method: string; path: string }[],
  documented: readonly FuzzTarget[],
): FuzzTarget[] {
  const known = new Set(documented.map((target) => target.key));
  const targets = new Map<string, FuzzTarget>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.startsWith('/api/auth/') || route.path === '/*') continue;
    const { path, names } = toTemplate(route.path);
    const key = `${route.method} ${path}`;
    if (known.has(key) || targets.has(key)) continue;
    targets.set(key, {
      key,
      method: route.method,
      path,
      parameters: names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    });
  }
  return [...targets.values()];
}

export function listAuthTargets(): FuzzTarget[] {
  return AUTH_ENDPOINTS.map((endpoint) => ({
    key: `${endpoint.method} ${endpoint.path}`,
    method: endpoint.method,
    path: endpoint.path,
    parameters: endpoint.parameters ?? [],
    ...(endpoint.body ? { jsonBody: endpoint.body } : {}),
  }));
}
