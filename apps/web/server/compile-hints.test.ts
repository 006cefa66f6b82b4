import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, startupChunks } from './compile-hints.ts';

let distDir: string;

async function write(file: string, content: string) {
  await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
  await writeFile(path.join(distDir, file), content);
}

const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: {}, entryJSFiles })};\n`;

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
  await write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }),
  );
  await write(
    'server/app/page_client-reference-manifest.js',
    manifest('/page', {
      '[project]/src/app/layout': ['static/chunks/layout.js'],
      '[project]/src/app/page': ['static/chunks/home.js'],
    }),
  );
  await write(
    'server/app/event/[slug]/page_client-reference-manifest.js',
    manifest('/event/[slug]/page', {
      '[project]/src/app/event/[slug]/page': [
        'static/chunks/layout.js',
        'static/chunks/event.js',
        'static/chunks/event.css',
      ],
    }),
  );
  for (const name of ['runtime', 'react', 'layout', 'home', 'event', 'map']) {
    await write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||[]).push(["${name}"]);\n`);
  }
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('compile hints', () => {
  it('finds the chunks that pages load at start-up: the framework’s and each segment’s, scripts only', async () => {
    expect(await startupChunks(distDir)).toEqual([
      'static/chunks/event.js',
      'static/chunks/home.js',
      'static/chunks/layout.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ]);
  });

  it('marks each start-up chunk once and leaves chunks loaded on demand alone', async () => {
    expect(await addCompileHints(distDir)).toBe(5);
    expect(await addCompileHints(distDir)).toBe(0);
    const layout = await readFile(path.join(distDir, 'static/chunks/layout.js'), 'utf8');
    expect(layout).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["layout"]);\n`);
    const map = await readFile(path.join(distDir, 'static/chunks/map.js'), 'utf8');
    expect(map.startsWith('//#')).toBe(false);
  });
});
