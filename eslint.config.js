import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

/**
 * Web features own their folders: a feature may import its own files, `src/lib`, `src/ui`,
 * `src/app` or `@lotto/contracts`, never another feature's internals.
 */
/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const own = /\/apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.') ? new URL(source, `file://${file}`).pathname : source;
      const other = /\/features\/([^/]+)(\/|$)/.exec(target)?.[1];
      if (other && other !== own) {
        context.report({
          node,
          message: `Feature "${own}" must not import from feature "${other}"; move shared code to src/lib, src/ui or @lotto/contracts.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/** Where a resolved path of the server falls: a module (`module`), lib/ or db/ (`base`), or elsewhere. */
const serverZone = (srcRoot, path) => {
  const parts = relative(srcRoot, path).split(sep);
  if (parts[0] === '..') return { zone: 'none' };
  if (parts[0] === 'modules' && parts.length > 1)
    return { zone: 'module', name: parts[1], rest: parts.slice(2).join('/') };
  if (parts[0] === 'lib' || parts[0] === 'db') return { zone: 'base' };
  return { zone: 'outside' };
};

/** Which modules each module imports (type-only imports too), read from the files on disk once per run. */
const moduleGraphs = new Map();
export function moduleGraph(srcRoot) {
  let graph = moduleGraphs.get(srcRoot);
  if (graph) return graph;
  graph = new Map();
  const modulesDir = join(srcRoot, 'modules');
  for (const name of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const edges = new Set();
    const files = readdirSync(join(modulesDir, name.name), { recursive: true, withFileTypes: true });
    for (const f of files) {
      if (!f.isFile() || !f.name.endsWith('.ts') || f.name.endsWith('.test.ts')) continue;
      const file = join(f.parentPath, f.name);
      for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const to = serverZone(srcRoot, resolve(dirname(file), fileName));
        if (to.zone === 'module' && to.name !== name.name) edges.add(to.name);
      }
    }
    graph.set(name.name, edges);
  }
  moduleGraphs.set(srcRoot, graph);
  return graph;
}

/** A path of module names from `from` to `to` in the graph, if there is one. */
const pathBetween = (graph, from, to) => {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length > 0) {
    const path = queue.shift();
    const last = path[path.length - 1];
    if (last === to) return path;
    for (const next of graph.get(last) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
  }
  return undefined;
};

/**
 * Server modules have one face: outside `apps/server/src/modules/X`, only `modules/X/index.ts`
 * (or the folder) may be imported. A module may import its own files, lib/, db/, the contracts
 * and other modules' faces, and no module import may close a cycle between modules; lib/ and db/
 * import no module at all.
 */
/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const at = file.replaceAll('\\', '/').lastIndexOf('/apps/server/src/');
    if (at < 0) return {};
    const srcRoot = file.slice(0, at + '/apps/server/src'.length);
    const from = serverZone(srcRoot, file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = serverZone(srcRoot, resolve(dirname(file), source));
      if (to.zone !== 'module' || (from.zone === 'module' && from.name === to.name)) return;
      if (from.zone === 'base') {
        context.report({
          node,
          message: `lib/ and db/ must not import a module ("${to.name}"); pass what they need in, or move it to lib/ or db/.`,
        });
        return;
      }
      if (!['', 'index.ts'].includes(to.rest)) {
        context.report({
          node,
          message: `Import module "${to.name}" through its face, modules/${to.name}/index.ts, not its file "${to.rest}".`,
        });
        return;
      }
      if (from.zone !== 'module') return;
      const back = pathBetween(moduleGraph(srcRoot), to.name, from.name);
      if (back)
        context.report({
          node,
          message: `Module "${from.name}" must not import module "${to.name}": ${back.join(' -> ')} already, so this closes a cycle between modules; pass a function in from app.ts or move the shared code to lib/.`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/**
 * A function other files call takes at most two positional parameters; the third and later go
 * in one object, so every call site names what it passes.
 */
/** @type {import('eslint').Rule.RuleModule} */
export const exportedParams = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const isFn = (n) => n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression');
    const check = (fn, name) => {
      const count = fn.params.filter((p) => !(p.type === 'Identifier' && p.name === 'this')).length;
      if (count > 2)
        context.report({
          node: fn,
          message: `"${name}" is exported with ${count} positional parameters; pass the third and later ones in an object.`,
        });
    };
    const nameOf = (key) => (key.type === 'Identifier' ? key.name : key.type === 'PrivateIdentifier' ? null : String(key.value));
    return {
      'ExportNamedDeclaration > FunctionDeclaration': (n) => check(n, n.id.name),
      'ExportDefaultDeclaration > FunctionDeclaration': (n) => check(n, n.id?.name ?? 'default'),
      'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator': (d) => isFn(d.init) && check(d.init, d.id.name),
      'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ObjectExpression > Property': (p) =>
        isFn(p.value) && check(p.value, nameOf(p.key)),
      'ExportNamedDeclaration > ClassDeclaration > ClassBody > MethodDefinition': (m) => {
        const name = nameOf(m.key);
        if (name && m.accessibility !== 'private') check(m.value, name);
      },
    };
  },
};

/** The repository's own rules. */
const local = {
  rules: {
    'feature-boundaries': featureBoundaries,
    'module-boundaries': moduleBoundaries,
    'exported-params': exportedParams,
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-artifacts/**', 'apps/server/assets/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundaries': 'error',
    },
  },
  {
    // The back office (support console): a browser app with React's hook rules, as the web's.
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { local },
    rules: { 'local/module-boundaries': 'error' },
  },
  {
    // A file says one thing: split by responsibility past 300 lines. Migrations are history, kept
    // as written.
    files: ['**/*.{ts,tsx}'],
    ignores: ['apps/server/src/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // A function does one step, and names what its callers pass past the second argument.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/db/migrations/**'],
    plugins: { local },
    rules: {
      'max-lines-per-function': ['error', { max: 80 }],
      'local/exported-params': 'error',
    },
  },
  {
    // Tests poke at untyped JSON bodies; the any-safety rules only add noise there.
    files: ['**/*.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
