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
// A few dependencies ship ESM only (Node 20.19 loads them natively, Jest does not): compile those.
const esmOnly = ['content-disposition'];
const base = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc, '^.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }] },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnly.join('|')})/).*/node_modules/`],
  moduleFileExtensions: ['ts', 'js', 'json'],
};

module.exports = {
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'integration',
      // Real services and queue retries: slower than unit specs, bounded all the same.
      testTimeout: 30_000,
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      setupFiles: ['<rootDir>/test/setup/env.ts'],
    },
  ],
};
