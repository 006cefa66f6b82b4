/**
 * deploy/env/api.env and web.env are the operator's reference of every setting: this keeps them from drifting from
 * the code. Each variable the API's env.ts schema or the website's server reads is in its file, each variable in a
 * file is still read, and a default shown (`#KEY=value`) is the one the code applies.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../apps/api/src/env.ts';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

interface ReferenceLine {
  key: string;
  value: string;
  /** `#KEY=value`: shown as the default, not set. */
  isDefault: boolean;
}

function parseReference(text: string): ReferenceLine[] {
  return text.split('\n').flatMap((line) => {
    const match = /^(#?)([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [{ key: match[2]!, value: match[3]!, isDefault: match[1] === '#' }] : [];
  });
}

/** The variables the website reads: its env.ts (process.env.X, source.X) and its server's PORT and HOSTNAME. */
function readWebsiteKeys(): string[] {
  const sources = [read('../../apps/web/src/lib/env.ts'), read('../../apps/web/server/serve.ts')];
  const keys = sources.flatMap((text) =>
    [...text.matchAll(/\b(?:process\.env|source)\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]!),
  );
  // Set by the website's server for its own process at every start (server/kept-render.ts), never by an operator.
  const internal = new Set(['HAPPENINGS_KEPT_RENDER_NONCE', 'HAPPENINGS_KEPT_RENDER_SECRET']);
  return [...new Set(keys)].filter((key) => !internal.has(key)).sort();
}

describe('deploy/env/api.env', () => {
  const reference = parseReference(read('../env/api.env'));
  const shape = envSchema.shape as Record<string, { safeParse(value: unknown): { data?: unknown } }>;

  it('names every variable of apps/api/src/env.ts, once, and nothing else', () => {
    const keys = reference.map((line) => line.key);
    expect([...keys].sort()).toEqual(Object.keys(shape).sort());
  });

  it('shows each default as env.ts applies it', () => {
    for (const line of reference.filter((entry) => entry.isDefault)) {
      const schema = shape[line.key];
      if (!schema) continue;
      const applied = schema.safeParse(undefined).data;
      if (line.value === '') {
        // `#KEY=`: no default of its own (the comment above says what stands in), or the empty value's meaning.
        const isEmptyDefault =
          applied === undefined || JSON.stringify(schema.safeParse('').data) === JSON.stringify(applied);
        expect({ key: line.key, isEmptyDefault }).toEqual({ key: line.key, isEmptyDefault: true });
      } else {
        const shown = schema.safeParse(line.value).data;
        expect({ key: line.key, shown }).toEqual({ key: line.key, shown: applied });
      }
    }
  });
});

describe('deploy/env/web.env', () => {
  it("names every variable the website's server reads, once, and nothing else", () => {
    const keys = parseReference(read('../env/web.env')).map((line) => line.key);
    expect([...keys].sort()).toEqual(readWebsiteKeys());
  });
});

describe('deploy/systemd', () => {
  it('sets only variables the process it starts reads', () => {
    const apiKeys = new Set(Object.keys(envSchema.shape));
    const webKeys = new Set([...readWebsiteKeys(), 'NEXT_TELEMETRY_DISABLED']);
    for (const [unit, keys] of [
      ['happenings-api@.service', apiKeys],
      ['happenings-worker.service', apiKeys],
      ['happenings-web.service', webKeys],
    ] as const) {
      const set = [...read(`../systemd/${unit}`).matchAll(/^Environment=([A-Z][A-Z0-9_]*)=/gm)].map(
        (match) => match[1]!,
      );
      expect(set.length).toBeGreaterThan(0);
      expect({ unit, unknown: set.filter((key) => !keys.has(key)) }).toEqual({ unit, unknown: [] });
    }
  });
});
