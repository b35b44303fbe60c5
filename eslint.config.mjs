// One flat config for every workspace: TypeScript rules everywhere, React hooks rules in the
// two frontends, the feature-layer import rule of the customer site and the resource folders of
// the back office.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The customer site's import zones; every folder under features/ is one feature. Absolute paths,
 * so ESLint run from any folder (or through its Node API) applies them.
 */
function customerSiteZones(relativeSrc) {
  const src = fileURLToPath(new URL(relativeSrc, import.meta.url));
  const features = readdirSync(`${src}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const shared = ['api', 'components', 'config', 'i18n', 'lib', 'theme', 'test'];
  return [
    ...features.map((name) => ({
      target: `${src}/features/${name}`,
      from: `${src}/features`,
      except: [`./${name}`],
      message: 'A feature does not import another feature: move what both need to shared code.',
    })),
    { target: `${src}/features`, from: `${src}/app` },
    ...shared.flatMap((folder) => [
      { target: `${src}/${folder}`, from: `${src}/features` },
      { target: `${src}/${folder}`, from: `${src}/app` },
    ]),
  ];
}

// Back office, as react-admin's examples/demo: one folder per resource or screen family, which
// uses only the shared pieces and never another one's internals (docs/decisions.md#back-office-import-zones).
const ADMIN_SRC = './frontend-admin/src';
const ADMIN_RESOURCES = [
  'admins',
  'audit-log',
  'clients',
  'dashboard',
  'login',
  'mvm-payments',
  'profile',
  'settings',
  'transactions',
];
const ADMIN_SHARED = ['api', 'captcha', 'components', 'http', 'layout', '*.ts'];
const inAdmin = (folder) => `${ADMIN_SRC}/${folder}`;
export const adminZones = [
  ...ADMIN_RESOURCES.map((resource) => ({
    target: inAdmin(resource),
    from: ADMIN_RESOURCES.filter((other) => other !== resource).map(inAdmin),
    message:
      'A back-office resource does not import another one: move what both need to components/, api/ or layout/.',
  })),
  {
    target: ADMIN_SHARED.map(inAdmin),
    from: [...ADMIN_RESOURCES, 'App.tsx', 'main.tsx'].map(inAdmin),
    message:
      'Shared back-office code (components/, api/, http/, layout/, captcha/, the providers) does not import a resource or the app.',
  },
];
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
    // Customer site layers (bulletproof-react): shared code (api, components, config, lib, theme,
    // test) -> features -> app, never back; and no feature imports another feature: what two
    // features need is shared code, and pages built from several features are put together in
    // app/ (docs/decisions.md#customer-site-feature-zones).
    // The zones only see imports the resolver finds: it reads the '@/' alias from the site's
    // tsconfig.json, and no-unresolved makes an import it cannot follow an error instead of an
    // import the zones silently skip (docs/decisions.md#customer-site-import-alias).
    files: ['frontend-public/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: fileURLToPath(new URL('./frontend-public/tsconfig.json', import.meta.url)),
        },
      },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: customerSiteZones('./frontend-public/src') },
      ],
      // virtual:messages/* are made by the i18n plugin of frontend-public/vite.config.ts (docs/i18n.md),
      // virtual:day-formats by frontend-public/vite-plugins/day-formats.ts.
      // altcha's "./i18n/*" export names its types where there are none (dist/external/*.d.ts),
      // so the resolver, which asks for types first, cannot find modules Vite bundles fine.
      'import/no-unresolved': [
        'error',
        { ignore: ['^virtual:messages(/|$)', '^virtual:day-formats$', '^altcha/i18n/'] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3}',
              message:
                "An import that climbs three folders leaves its feature or shared folder: use '@/...' (docs/architecture.md#frontends).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend-admin/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
    rules: {
      // basePath: the zones are relative to this file, wherever ESLint runs from.
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: adminZones }],
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
