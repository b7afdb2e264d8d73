import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Architecture rule: domain imports nothing else of src/; server, web and embed never import each other.
    files: ['src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', '**/embed/**'] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/embed/**'] }] },
  },
  {
    // Admin tabs are independent: one tab's folder never imports another's (shared code sits in components/ or api/).
    files: ['src/web/features/admin/tabs/*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../*/**', '!../../**'] }] },
  },
);
