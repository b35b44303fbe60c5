import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Test files share their modules and jsdom within a worker (`isolate: false`): loading react-admin,
// MUI and a jsdom again for every file was about a third of the time. A file that replaces a module
// with vi.mock would leak its fake into the files after it, so those run isolated, found here by
// reading the files (a new one joins them by itself). test/setup.ts cleans what tests leave behind.
const tests = '{src,vite-plugins}/**/*.test.{ts,tsx}';
const mocking = globSync(tests, { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.mock\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // Component tests share a 2-core machine with the rest of `npm test`: allow time.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: [tests],
            exclude: mocking,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: mocking } },
      ],
    },
  }),
);
