import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests run without the React Router / MDX plugins: they test modules, not the build.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
});
