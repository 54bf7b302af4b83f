import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint/logical-classes.js';

export default tseslint.config(
  { ignores: ['build/', 'build-kit/', '.react-router/', 'node_modules/', 'reports/', 'screens/', 'test-results/', 'playwright-report/', '**/*.mdx'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type-aware rules: every TS file is in tsconfig.json's project ("include": ["**/*"]).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Plain JS is in no tsconfig project (no `allowJs`): lint it without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // React Router's way to end a loader with a status: `throw data(null, { status: 404 })` or a Response.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    // Scripts these files add to the page under test wrap a browser method (Storage#setItem, the
    // cookie getter, HTMLDialogElement#showModal) and call the saved original with `.call(this)`:
    // the unbound reference is the point. 6 findings when type-checked linting was turned on.
    files: ['tests/e2e/checks/policy.ts', 'tests/e2e/privacy.spec.ts', 'tests/e2e/site.spec.ts', 'scripts/bench/company.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Right-to-left pages (docs/decisions/1801): classes name start/end, not left/right.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/logical-classes': 'error' },
  },
);
