#!/usr/bin/env node
/**
 * Fails on an import circle among the modules of apps/ and packages/ (part of `npm run check`).
 *
 * Each module's imports are read and resolved with the TypeScript compiler, as it resolves them for that
 * workspace (its tsconfig.json: `paths`, `.ts`/`.tsx` extensions, and `@happenings/*` through the node_modules
 * link to the package and that package.json's `exports`). Every import is an edge: `import` and `import type`,
 * `export ... from`, `import()`, `require()` and `typeof import()`. Type-only imports count: they are erased at
 * run time, but a circle of them still ties two modules so that neither can be read, moved or tested without
 * the other, and turning one `import type` into an `import` makes it a load-order bug. Tests (`*.test.*`,
 * `*.spec.*`, `*.e2e.*`) may import what they like: they are left out of the graph.
 *
 * The imports that close today's circles are listed in scripts/import-cycles.allowed.txt, and that list only
 * shrinks: an import that closes a circle and is not on it fails the check, printing the circle file by file;
 * an entry that no longer closes one fails too, until it is deleted. Biome's noImportCycles (with ignoreTypes
 * off) finds the same imports but has no such list; once the list is empty it can take over from this script.
 *
 * Usage: node scripts/check-import-cycles.mjs [--list]   (--list prints every circle, grouped, and exits 0)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ALLOW_LIST = 'scripts/import-cycles.allowed.txt';
const SCANNED_FOLDERS = ['apps', 'packages'];
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;
const TEST_FILE = /\.(?:test|spec|e2e)\.[cm]?[jt]sx?$/;
/** Specifiers that name a module of ours by path or workspace name; any other bare name is a dependency. */
const LOCAL_SPECIFIER = /^(?:\.{1,2}\/|@happenings\/)/;
const CODE_EXTENSION = /^(?:|\.[cm]?[jt]s|\.[jt]sx)$/;

export function isModuleInGraph(relativePath) {
  return (
    SOURCE_FILE.test(relativePath) && !DECLARATION_FILE.test(relativePath) && !TEST_FILE.test(relativePath)
  );
}

/** Files of apps/ and packages/ that git tracks or would track, so ignored output (dist, .next) is skipped. */
function listSourceFiles(root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SCANNED_FOLDERS],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0'))].filter((file) => file && existsSync(path.join(root, file)));
}

/** The compiler options of a file's nearest tsconfig.json (with JavaScript modules resolvable too). */
function createOptionsLookup(root) {
  const configOfDirectory = new Map();
  const resolutionOfConfig = new Map();
  const configFor = (directory) => {
    if (!configOfDirectory.has(directory)) {
      const candidate = path.join(directory, 'tsconfig.json');
      let config = null;
      if (existsSync(candidate)) {
        config = candidate;
      } else if (directory !== root && path.dirname(directory) !== directory) {
        config = configFor(path.dirname(directory));
      }
      configOfDirectory.set(directory, config);
    }
    return configOfDirectory.get(directory);
  };
  return (absolutePath) => {
    const config = configFor(path.dirname(absolutePath));
    if (!resolutionOfConfig.has(config)) {
      let options = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
      if (config) {
        const parsed = ts.getParsedCommandLineOfConfigFile(
          config,
          {},
          {
            ...ts.sys,
            onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
              throw new Error(`${config}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
            },
          },
        );
        options = parsed.options;
      }
      options = { ...options, allowJs: true };
      const cache = ts.createModuleResolutionCache(root, (name) => name, options);
      const pathPatterns = Object.keys(options.paths ?? {}).map(
        (key) => new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.*')}$`),
      );
      resolutionOfConfig.set(config, { options, cache, pathPatterns });
    }
    return resolutionOfConfig.get(config);
  };
}

function scriptKindOf(fileName) {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function isTypeOnlyImport(declaration) {
  const clause = declaration.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function isTypeOnlyExport(declaration) {
  if (declaration.isTypeOnly) return true;
  const clause = declaration.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** Every module specifier a file names, with how: 'value', 'type' (erased at run time) or 'dynamic'. */
export function readImports(fileName, text) {
  const source = ts.createSourceFile(
    fileName,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    scriptKindOf(fileName),
  );
  const imports = [];
  const add = (literal, kind) => {
    if (literal && ts.isStringLiteralLike(literal)) imports.push({ specifier: literal.text, kind });
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      add(statement.moduleSpecifier, isTypeOnlyImport(statement) ? 'type' : 'value');
    } else if (ts.isExportDeclaration(statement)) {
      add(statement.moduleSpecifier, isTypeOnlyExport(statement) ? 'type' : 'value');
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference)
    ) {
      add(statement.moduleReference.expression, statement.isTypeOnly ? 'type' : 'value');
    }
  }
  // Calls and `typeof import()` can sit anywhere in the tree; most files have none, so it is walked only when
  // the text could hold one.
  if (/\b(?:import|require)\s*\(/.test(text)) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        if (node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], 'dynamic');
        else if (ts.isIdentifier(node.expression) && node.expression.text === 'require') {
          add(node.arguments[0], 'value');
        }
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        add(node.argument.literal, 'type');
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(source, visit);
  }
  return imports;
}

/**
 * The import graph of `files` (paths relative to `root`, which must be a real path): a Map from each module to
 * a Map of the modules it imports to the specifiers it names them by. Only edges between modules of the graph
 * are kept. `unresolved` lists the imports of our own code that TypeScript cannot resolve: their edges are
 * unknown. The imports are found by TypeScript's pre-processor (its scanner, as the language service finds a
 * project's files), which sees the same imports as the parser in readImports at a fraction of the cost.
 */
export function buildImportGraph(root, files) {
  const inGraph = new Set(files.filter(isModuleInGraph));
  const resolutionFor = createOptionsLookup(root);
  const graph = new Map();
  const unresolved = [];
  for (const file of inGraph) {
    const absolutePath = path.join(root, file);
    const { options, cache, pathPatterns } = resolutionFor(absolutePath);
    const mode = ts.getImpliedNodeFormatForFile(
      absolutePath,
      cache.getPackageJsonInfoCache(),
      ts.sys,
      options,
    );
    const edges = new Map();
    const { importedFiles } = ts.preProcessFile(readFileSync(absolutePath, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(
        specifier,
        absolutePath,
        options,
        ts.sys,
        cache,
        undefined,
        mode,
      ).resolvedModule;
      if (!resolved) {
        const isOurs =
          LOCAL_SPECIFIER.test(specifier) || pathPatterns.some((pattern) => pattern.test(specifier));
        // Stylesheets, images and JSON are not modules of the graph.
        if (isOurs && CODE_EXTENSION.test(path.extname(specifier))) unresolved.push({ file, specifier });
        continue;
      }
      const target = path
        .relative(root, ts.sys.realpath(resolved.resolvedFileName))
        .split(path.sep)
        .join('/');
      if (target === file || !inGraph.has(target)) continue;
      if (!edges.has(target)) edges.set(target, new Set());
      edges.get(target).add(specifier);
    }
    graph.set(file, edges);
  }
  return { graph, unresolved };
}

/** The strongly connected components of more than one module (Tarjan's algorithm, without recursion). */
export function findCircularComponents(graph) {
  let counter = 0;
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const enter = (node, work) => {
    index.set(node, counter);
    lowLink.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    work.push({ node, targets: [...graph.get(node).keys()], next: 0 });
  };
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [];
    enter(start, work);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++];
        if (!index.has(target)) {
          enter(target, work);
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        lowLink.set(parent, Math.min(lowLink.get(parent), lowLink.get(frame.node)));
      }
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest circle that the import `from` → `to` closes, as [from, to, ..., from]. */
export function shortestCircleThrough(graph, from, to) {
  const previous = new Map([[to, null]]);
  const queue = [to];
  for (let head = 0; head < queue.length && !previous.has(from); head++) {
    for (const next of graph.get(queue[head]).keys()) {
      if (!previous.has(next)) {
        previous.set(next, queue[head]);
        queue.push(next);
      }
    }
  }
  const way = [];
  for (let node = from; node !== null; node = previous.get(node)) way.unshift(node);
  return [from, ...way];
}

export const edgeKey = (from, to) => `${from} -> ${to}`;

/**
 * Every import that closes a circle, with its group (component), the shortest circle it closes, and how it is
 * written ('value', 'type' or 'dynamic'; only these few files are parsed to tell).
 */
export function findCircularImports(root, graph) {
  const components = findCircularComponents(graph);
  const imports = [];
  components.forEach((component, group) => {
    const members = new Set(component);
    for (const from of component) {
      const written = readImports(from, readFileSync(path.join(root, from), 'utf8'));
      for (const [to, specifiers] of graph.get(from)) {
        if (!members.has(to)) continue;
        const kinds = new Set(
          written.filter(({ specifier }) => specifiers.has(specifier)).map(({ kind }) => kind),
        );
        imports.push({
          from,
          to,
          kinds: [...kinds].sort(),
          group,
          circle: shortestCircleThrough(graph, from, to),
        });
      }
    }
  });
  return { components, imports };
}

/** The allow-list: one `importer -> imported` a line, paths from the repository root; `#` starts a comment. */
export function parseAllowList(text) {
  return new Set(
    text
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean)
      .map((line) => line.split(/\s*->\s*/).join(' -> ')),
  );
}

/** The whole check on a list of files: what is wrong, if anything, against the allow-list's text. */
export function checkImportCycles(root, files, allowListText) {
  const { graph, unresolved } = buildImportGraph(root, files);
  const circular = findCircularImports(root, graph);
  const allowed = parseAllowList(allowListText);
  const current = new Set(circular.imports.map(({ from, to }) => edgeKey(from, to)));
  return {
    graph,
    allowed,
    circular,
    unresolved,
    unlisted: circular.imports.filter(({ from, to }) => !allowed.has(edgeKey(from, to))),
    stale: [...allowed].filter((entry) => !current.has(entry)).sort(),
  };
}

const formatKinds = (kinds) => (kinds.length === 1 && kinds[0] === 'value' ? '' : `  (${kinds.join(', ')})`);

/** A circle file by file, each arrow marked when its import is not a plain value import. */
function formatCircle(circle, kindsOf) {
  return circle
    .map((file, position) =>
      position === 0 ? file : `→ ${file}${formatKinds(kindsOf(circle[position - 1], file))}`,
    )
    .join('\n      ');
}

function kindsLookup(imports) {
  const kinds = new Map(imports.map(({ from, to, kinds }) => [edgeKey(from, to), kinds]));
  return (from, to) => kinds.get(edgeKey(from, to)) ?? [];
}

/** The failure message of a check's result, or null when it passes. */
export function describeProblems({ circular, unlisted, stale, unresolved }) {
  const kindsOf = kindsLookup(circular.imports);
  const lines = [];
  if (unlisted.length > 0) {
    lines.push(`New import circle${unlisted.length > 1 ? 's' : ''} in apps/ and packages/:`);
    for (const { from, to, circle } of unlisted) {
      lines.push(
        '',
        `  ${from} imports ${to}, which leads back to it:`,
        `    ${formatCircle(circle, kindsOf)}`,
      );
    }
    lines.push(
      '',
      'Break the circle: move what both sides need into a module of its own that both import, or turn the ' +
        `dependency around. Do not add it to ${ALLOW_LIST}: that list only shrinks.`,
    );
  }
  if (stale.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push(`No longer in an import circle, so remove from ${ALLOW_LIST}:`);
    for (const entry of stale) lines.push(`  ${entry}`);
  }
  if (unresolved.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push('Imports TypeScript cannot resolve (so their circles cannot be seen):');
    for (const { file, specifier } of unresolved) lines.push(`  ${file}: '${specifier}'`);
  }
  return lines.length > 0 ? lines.join('\n') : null;
}

function printCircles({ components, imports }) {
  const kindsOf = kindsLookup(imports);
  components.forEach((component, group) => {
    console.log(`\nGroup ${group + 1} (${component.length} modules):`);
    for (const member of component) console.log(`  ${member}`);
    console.log('  the shortest circle through each of its imports:');
    const printed = new Set();
    for (const { circle } of imports.filter((candidate) => candidate.group === group)) {
      const text = `    ${formatCircle(circle, kindsOf)}`;
      if (!printed.has(text)) console.log(text);
      printed.add(text);
    }
  });
}

function main() {
  const started = performance.now();
  const root = realpathSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const allowListPath = path.join(root, ALLOW_LIST);
  const allowListText = existsSync(allowListPath) ? readFileSync(allowListPath, 'utf8') : '';
  const result = checkImportCycles(root, listSourceFiles(root), allowListText);
  if (process.argv.includes('--list')) {
    printCircles(result.circular);
    console.log('\nThe imports that close them:');
    for (const { from, to } of result.circular.imports) console.log(edgeKey(from, to));
    return 0;
  }
  const problems = describeProblems(result);
  if (problems) {
    console.error(problems);
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const known =
    result.allowed.size === 0 ? 'none left' : `${result.allowed.size} known imports listed in ${ALLOW_LIST}`;
  console.log(`No new import circles among ${result.graph.size} modules (${known}; ${seconds} s).`);
  return 0;
}

const isRunDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (isRunDirectly) process.exitCode = main();
