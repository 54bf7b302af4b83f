import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests run without the React Router / MDX plugins: they test modules, not the build.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Two files at a time on two cores: a third of the time goes to tests that wait on a child
    // process (a dev server, a build), and Vitest's default of cores - 1 left the second core idle
    // then (docs/testing.md).
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
});
