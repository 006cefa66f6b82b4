/**
 * Times every statement an open database runs, for whoever measures (the API's metrics: docs/operations.md#metrics),
 * without this package knowing how they are kept. On PostgreSQL each pooled connection is wrapped once, when the
 * pool first hands it out ('acquire'), so statements of transactions count as well as single ones, and a handle
 * already open (a test database) can be observed too. On PGlite the client's own `query` is wrapped: statements run
 * inside its transactions go through another object and are not timed.
 *
 * Per statement the cost is two clock reads and one callback; nothing is kept here.
 */
import type { DatabaseHandle } from './database.ts';

/** Told when a statement ends: how long it took in seconds, and whether it failed. */
export type QueryObserver = (durationSeconds: number, isFailed: boolean) => void;

type Query = (...args: unknown[]) => unknown;

const observed = new WeakSet<object>();

/** `query` timed: its promise or its callback (node-postgres' pool calls it with one) reports to `observer`. */
function timedQuery(query: Query, observer: QueryObserver): Query {
  return function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const report = (isFailed: boolean) => observer((performance.now() - started) / 1000, isFailed);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        report(Boolean(error));
        return (callback as Query)(error, ...rest);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    // A Submittable (a cursor, a stream) is neither: it is left untimed.
    if (result instanceof Promise) {
      result.then(
        () => report(false),
        () => report(true),
      );
    }
    return result;
  };
}

function observeObject(target: { query: Query }, observer: QueryObserver): void {
  if (observed.has(target)) return;
  observed.add(target);
  target.query = timedQuery(target.query, observer);
}

export function observeQueries(handle: DatabaseHandle, observer: QueryObserver): void {
  if (handle.kind === 'postgres') {
    handle.pool.on('acquire', (client) => observeObject(client as unknown as { query: Query }, observer));
    return;
  }
  observeObject(handle.client as unknown as { query: Query }, observer);
}
