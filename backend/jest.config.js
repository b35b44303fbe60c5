// Unit specs live beside the code; integration specs (real PostgreSQL and Redis) live in test/.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
  },
];
// A few dependencies ship ESM only (Node 20.19 loads them natively, Jest does not): compile those
// (otplib's Base32 and hashes are two).
const esmOnly = ['content-disposition', '@scure/base', '@noble/hashes'];
// The path aliases of tsconfig.paths.json (`@shared/*` -> src/shared/*, ...), for Jest.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config reads JSON
const { compilerOptions } = require('./tsconfig.paths.json');
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/*', '/(.*)')}$`,
    `<rootDir>/${target.replace('./', '').replace('/*', '/$1')}`,
  ]),
);
const base = {
  testEnvironment: 'node',
  moduleNameMapper,
  transform: { '^.+\\.ts$': swc, '^.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }] },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnly.join('|')})/).*/node_modules/`],
  moduleFileExtensions: ['ts', 'js', 'json'],
};

module.exports = {
  // Real services and queue retries make integration tests slower than unit specs; bounded all
  // the same. (A global option: Jest ignores it inside a project.)
  testTimeout: 30_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      // bench/: the benchmarks' own helpers (their figures need a quiet machine, not a test).
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/bench/**/*.spec.ts'],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      setupFiles: ['<rootDir>/test/setup/env.ts'],
    },
  ],
};
