/**
 * The import-circle check on a small monorepo written to a temporary folder: a workspace package reached by a
 * subpath export, an app with a tsconfig `paths` alias and .tsx files, and every way of writing an import.
 * Run with `node --test scripts/` (part of `npm run check`).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkImportCycles, describeProblems, edgeKey } from './check-import-cycles.mjs';

const FILES = {
  'packages/lib/package.json': JSON.stringify({
    name: '@happenings/lib',
    type: 'module',
    exports: { './thing': './src/thing/index.ts', './helper': './src/helper.ts' },
  }),
  'packages/lib/tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      allowImportingTsExtensions: true,
      noEmit: true,
    },
  }),
  // thing/index.ts re-exports thing.ts, which imports helper.ts for a type only; helper.ts imports the package's
  // own subpath: thing.ts → helper.ts → thing/index.ts → thing.ts.
  'packages/lib/src/thing/index.ts': "export { thing } from './thing.ts';\n",
  'packages/lib/src/thing/thing.ts':
    "import type { Helper } from '../helper.ts';\nexport const thing = (h: Helper) => h;\n",
  'packages/lib/src/helper.ts':
    "import { thing } from '@happenings/lib/thing';\nexport type Helper = typeof thing;\n",
  'packages/lib/src/leaf.ts': 'export const leaf = 1;\n',
  // A test may import what it likes: helper.test.ts ↔ leaf.ts is no circle.
  'packages/lib/src/helper.test.ts': "import { leaf } from './leaf.ts';\nexport const seen = leaf;\n",
  'apps/app/package.json': JSON.stringify({ name: '@happenings/app', type: 'module' }),
  'apps/app/tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      allowImportingTsExtensions: true,
      noEmit: true,
      paths: { '@/*': ['./src/*'] },
    },
  }),
  // screen.tsx → step.tsx through the alias; step.tsx loads the screen lazily: a circle all the same.
  'apps/app/src/screen.tsx': "import { Step } from '@/step.tsx';\nexport const Screen = () => <Step />;\n",
  'apps/app/src/step.tsx':
    "export const Step = () => null;\nexport const loadScreen = () => import('./screen.tsx');\n",
  // A type written as `typeof import()` and a value by `export * from`, in a plain chain with no way back.
  'apps/app/src/uses-lib.ts':
    "export * from '@happenings/lib/helper';\nexport type Thing = typeof import('@happenings/lib/thing');\n",
  'apps/app/src/styles.ts': "import './screen.module.css';\n",
};

const THING = 'packages/lib/src/thing/thing.ts';
const HELPER = 'packages/lib/src/helper.ts';
const THING_INDEX = 'packages/lib/src/thing/index.ts';
const SCREEN = 'apps/app/src/screen.tsx';
const STEP = 'apps/app/src/step.tsx';
const TODAY = [
  edgeKey(HELPER, THING_INDEX),
  edgeKey(THING, HELPER),
  edgeKey(THING_INDEX, THING),
  edgeKey(SCREEN, STEP),
  edgeKey(STEP, SCREEN),
];

let root;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const check = (allowList, extraFiles = {}) => {
  for (const [file, text] of Object.entries(extraFiles)) write(file, text);
  try {
    return checkImportCycles(root, [...Object.keys(FILES), ...Object.keys(extraFiles)], allowList);
  } finally {
    for (const file of Object.keys(extraFiles)) rmSync(path.join(root, file));
  }
};

before(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'import-cycles-')));
  for (const [file, text] of Object.entries(FILES)) write(file, text);
  mkdirSync(path.join(root, 'node_modules/@happenings'), { recursive: true });
  symlinkSync('../../packages/lib', path.join(root, 'node_modules/@happenings/lib'));
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('check-import-cycles', () => {
  it('finds the circles closed by a type-only import, a re-export, a subpath export, a paths alias and import()', () => {
    const result = check('');
    assert.deepEqual(result.circular.imports.map(({ from, to }) => edgeKey(from, to)).sort(), TODAY.sort());
    assert.deepEqual(result.circular.components, [[SCREEN, STEP], [HELPER, THING_INDEX, THING].sort()]);
    const kinds = Object.fromEntries(
      result.circular.imports.map(({ from, to, kinds }) => [edgeKey(from, to), kinds]),
    );
    assert.deepEqual(kinds[edgeKey(THING, HELPER)], ['type']);
    assert.deepEqual(kinds[edgeKey(STEP, SCREEN)], ['dynamic']);
    assert.deepEqual(result.unresolved, []);
  });

  it('follows `export * from` and `typeof import()`, and leaves tests out of the graph', () => {
    const { graph } = check('');
    assert.deepEqual([...graph.get('apps/app/src/uses-lib.ts').keys()], [HELPER, THING_INDEX]);
    assert.equal(graph.has('packages/lib/src/helper.test.ts'), false);
    assert.equal(graph.size, 8);
  });

  it('fails on a circle not on the list, naming its files in import order', () => {
    const message = describeProblems(check(TODAY.filter((entry) => !entry.startsWith(THING)).join('\n')));
    assert.match(message, /New import circle in apps\/ and packages\//);
    assert.ok(
      message.includes(
        `${THING} imports ${HELPER}, which leads back to it:\n` +
          `    ${THING}\n      → ${HELPER}  (type)\n      → ${THING_INDEX}\n      → ${THING}\n`,
      ),
      message,
    );
  });

  it('passes when every circle is on the list; comments and blank lines are ignored', () => {
    const result = check(`# known\n\n${TODAY.join('\n')}  # being removed\n`);
    assert.equal(describeProblems(result), null);
  });

  it('fails on a new import that joins a listed circle', () => {
    const extra = {
      'packages/lib/src/extra.ts': "import { thing } from './thing/index.ts';\nexport const extra = thing;\n",
      'packages/lib/src/thing/thing.ts':
        "import type { Helper } from '../helper.ts';\nimport { extra } from '../extra.ts';\nexport const thing = (h: Helper) => [h, extra];\n",
    };
    try {
      const message = describeProblems(check(TODAY.join('\n'), extra));
      assert.match(message, /New import circles/);
      assert.ok(
        message.includes(`${THING} imports packages/lib/src/extra.ts, which leads back to it:`),
        message,
      );
      assert.ok(
        message.includes(`packages/lib/src/extra.ts imports ${THING_INDEX}, which leads back to it:`),
        message,
      );
    } finally {
      write(THING, FILES[THING]);
    }
  });

  it('fails on a listed entry that no longer closes a circle, until it is removed', () => {
    const broken = { 'apps/app/src/step.tsx': 'export const Step = () => null;\n' };
    try {
      const result = check(TODAY.join('\n'), broken);
      assert.deepEqual(result.stale, [edgeKey(SCREEN, STEP), edgeKey(STEP, SCREEN)]);
      assert.match(
        describeProblems(result),
        /No longer in an import circle, so remove from scripts\/import-cycles\.allowed\.txt:/,
      );
      const shrunk = TODAY.filter((entry) => !entry.startsWith('apps/')).join('\n');
      assert.equal(describeProblems(check(shrunk, broken)), null);
    } finally {
      write(STEP, FILES[STEP]);
    }
  });

  it('fails on an import of our own code it cannot resolve, and ignores stylesheets', () => {
    const result = check(TODAY.join('\n'), {
      'apps/app/src/typo.ts': "import { Step } from '@/stepp.tsx';\n",
    });
    assert.deepEqual(result.unresolved, [{ file: 'apps/app/src/typo.ts', specifier: '@/stepp.tsx' }]);
    assert.match(
      describeProblems(result),
      /cannot resolve[^\n]*\n {2}apps\/app\/src\/typo\.ts: '@\/stepp\.tsx'/,
    );
  });
});
