// One flat config for every workspace: TypeScript rules everywhere, React hooks rules in the
// two frontends, and the feature-layer import rule of the customer site.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import naming from './backend/eslint-rules/naming.cjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Generated from the OpenAPI document by `npm run openapi`.
      'api-types/schema.d.ts',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['frontend-public/**/*.{ts,tsx}', 'frontend-admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Customer site layers: shared code (components, lib, theme) -> features -> app, never back.
    files: ['frontend-public/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './frontend-public/src/features', from: './frontend-public/src/app' },
            { target: './frontend-public/src/components', from: './frontend-public/src/features' },
            { target: './frontend-public/src/components', from: './frontend-public/src/app' },
            { target: './frontend-public/src/lib', from: './frontend-public/src/features' },
            { target: './frontend-public/src/lib', from: './frontend-public/src/app' },
          ],
        },
      ],
    },
  },
  {
    // The backend's naming scheme (docs/architecture.md, "File names").
    files: ['backend/src/**/*.ts'],
    plugins: { naming },
    rules: { 'naming/file-names': 'error' },
  },
  {
    files: ['backend/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    plugins: { naming },
    rules: { 'naming/alias-imports': 'error' },
  },
  prettier,
);
