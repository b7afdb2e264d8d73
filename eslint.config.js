import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import layout from './eslint-rules/layout.js';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'src/server/db/migrations/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The layout of docs/architecture.md: domain imports nothing else of src/; server, web and embed never
    // import each other; a web feature does not import another feature (eslint-rules/layout.js).
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    plugins: { layout },
    rules: { 'layout/imports': 'error' },
  },
  {
    // A function a reader can hold in one's head, and modules that load in one order: an import cycle makes
    // a module see another's exports half-initialised depending on which was imported first. Type-only
    // imports do not count (they vanish at build), nor do packages (ignoreExternal keeps lint fast).
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      complexity: ['error', 15],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Admin tabs are independent: one tab's folder never imports another's (shared code sits in components/ or api/).
    files: ['src/web/features/admin/tabs/*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../*/**', '!../../**'] }] },
  },
);
