/**
 * Enforces access-policy.ts in one place: every call under /api/v1 and /api/v2 is matched to its rule before any
 * of its input is read, so a caller who may not make it is refused whatever they send (no validation detail
 * leaks, no body is parsed): 401 without a signed-in user; for owner and participant calls, the resource's
 * resolver (resource-roles.ts) says what the caller is to it: 404 while it is hidden from them, 403 when they
 * may see it but not do this; for staff calls, the caller's staff roles (read with the session) say it.
 */
import { hasStaffRole, isStaff, type StaffRole } from '@happenings/domain/staff';
import type { Context, MiddlewareHandler } from 'hono';
import type { App, AppEnv, SessionUser } from '../context.ts';
import { ApiError, forbidden, notFound, unauthorized } from '../errors/api-error.ts';
import { ACCESS_POLICY, type AccessRule, UNDOCUMENTED_ROUTES } from './access-policy.ts';
import { RESOURCE_ROLES, SHOWN_RESOURCE_ROLES } from './resource-roles.ts';

interface CompiledRule {
  method: string;
  pattern: RegExp;
  /** More literal segments win: /users/phone before /users/{id}. */
  literals: number;
  rule: AccessRule;
  key: string;
}

function compile(key: string, rule: AccessRule): CompiledRule {
  const [method = '', path = ''] = key.split(' ');
  const segments = path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      return param ? `(?<${param}>[^/]+)` : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return {
    method,
    pattern: new RegExp(`^/${source}/?$`),
    literals: segments.filter((segment) => !segment.startsWith('{')).length,
    rule,
    key,
  };
}

const RULES: CompiledRule[] = Object.entries({ ...ACCESS_POLICY, ...UNDOCUMENTED_ROUTES })
  .map(([key, rule]) => compile(key, rule))
  .sort((a, b) => b.literals - a.literals);

/** The rule of a request, or undefined when no call has that method and path (the app answers 404). */
export function findAccessRule(method: string, path: string): CompiledRule | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return RULES.find((entry) => entry.method === wanted && entry.pattern.test(path));
}

export const accessGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const entry = findAccessRule(c.req.method, c.req.path);
  if (!entry) return next();
  const { rule } = entry;
  const user = c.get('user');
  if (!user) {
    const needsUser =
      rule.who !== 'anyone' || (rule.signInWithout !== undefined && !c.req.query(rule.signInWithout));
    if (needsUser) throw unauthorized();
    await refuseHidden(c, entry, null);
    return next();
  }
  if (rule.who === 'staff') {
    const answer = staffAnswer(rule.roles, user.roles);
    // The same answer as a path that does not exist (errors/error-handler.ts handleNotFound).
    if (answer === 'hidden')
      throw new ApiError(404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}.`);
    if (answer === 'refused') throw forbidden(`This is the work of ${describeRoles(rule.roles)}.`);
    return next();
  }
  if (rule.who === 'owner' || rule.who === 'participant') {
    const params = decodeParams(entry.pattern.exec(c.req.path)?.groups ?? {});
    const resource = RESOURCE_ROLES[rule.of];
    const role = await resource.roleOf(c.get('services'), params, user);
    if (role === 'hidden') throw notFound(resource.name);
    const allowed = role === 'owner' || (rule.who === 'participant' && role === 'participant');
    if (!allowed) throw forbidden(resource.refusal[rule.who]);
  }
  await refuseHidden(c, entry, user);
  await next();
};

/**
 * What a staff rule answers a signed-in caller holding `held`: allowed with one of the rule's roles (an admin
 * always), hidden (404) from anyone holding none, refused (403) to staff holding others.
 */
export function staffAnswer(
  wanted: readonly StaffRole[],
  held: readonly StaffRole[],
): 'allowed' | 'hidden' | 'refused' {
  if (!isStaff(held)) return 'hidden';
  return hasStaffRole(held, wanted) ? 'allowed' : 'refused';
}

/** "an editor or an admin", "a moderator, an editor or an admin". */
function describeRoles(roles: readonly StaffRole[]): string {
  const withArticle = (role: StaffRole) => `${role === 'moderator' ? 'a' : 'an'} ${role}`;
  const names = [...roles.filter((role) => role !== 'admin'), 'admin' as const].map(withArticle);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** A call anyone may make about a resource that can be hidden (a private collection) is 404 while it is. */
async function refuseHidden(
  c: Context<AppEnv>,
  entry: CompiledRule,
  user: SessionUser | null,
): Promise<void> {
  const { rule } = entry;
  if (rule.who !== 'anyone' && rule.who !== 'signed-in') return;
  const resource = rule.shows ? SHOWN_RESOURCE_ROLES[rule.shows] : undefined;
  if (!resource) return;
  const params = decodeParams(entry.pattern.exec(c.req.path)?.groups ?? {});
  if ((await resource.roleOf(c.get('services'), params, user)) === 'hidden') throw notFound(resource.name);
}

/** Path values as the route will see them; a malformed escape names nothing, so it finds nothing. */
function decodeParams(raw: Record<string, string>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = '';
    }
  }
  return params;
}

/**
 * Every operation the app registered must have a rule, and every rule an operation: a call added without saying
 * who may make it stops the app at start-up (and so every test), instead of shipping open. Handlers added outside
 * the OpenAPI document (a plain `app.post`) count too: the guard lets a path without a rule through to the app's
 * 404, so a handler there would be neither documented nor guarded.
 */
export function assertAccessPolicyCovers(app: Pick<App, 'openAPIRegistry' | 'routes'>): void {
  const documented = new Set<string>();
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    documented.add(`${definition.route.method.toUpperCase()} ${definition.route.path}`);
  }
  const unguarded = listVersionedHandlers(app).filter(
    (key) => !documented.has(key) && !UNDOCUMENTED_ROUTES[key],
  );
  if (unguarded.length > 0) {
    throw new Error(
      `Handlers under /api/v1 or /api/v2 outside the OpenAPI document and without an access rule: ${unguarded.join(', ')}.`,
    );
  }
  const missing = [...documented].filter((key) => !ACCESS_POLICY[key]);
  const stale = Object.keys(ACCESS_POLICY).filter((key) => !documented.has(key));
  if (missing.length > 0 || stale.length > 0) {
    throw new Error(
      [
        missing.length > 0
          ? `Operations without an access rule in apps/api/src/http/access-policy.ts: ${missing.join(', ')}.`
          : '',
        stale.length > 0 ? `Access rules for operations that do not exist: ${stale.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
}

/** 'METHOD /path' of every handler Hono holds under the versioned API (middleware, registered for ALL, aside). */
function listVersionedHandlers(app: Pick<App, 'routes'>): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (!/^\/api\/v[12]\//.test(route.path)) continue;
    keys.add(`${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
  }
  return [...keys];
}
