import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
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
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundaries': 'error',
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
