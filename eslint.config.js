import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
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
    // Admin tabs are independent: one tab's folder never imports another's (shared code sits in components/ or api/).
    files: ['src/web/features/admin/tabs/*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../*/**', '!../../**'] }] },
  },
);
