// `npm run lint`: ESLint with typescript-eslint's type-checked rules and the rules of hooks.
// The exceptions below are few and each says why.
import './scripts/typescript-api-for-lint.cjs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'src/routeTree.gen.ts', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An async function that implements a promise-returning interface without awaiting
      // (a Workbox plugin hook, a stand-in sender, a Dexie callback) reads better than
      // Promise.resolve(...); the real promise mistakes are no-floating-promises' and
      // no-misused-promises', which stay on.
      '@typescript-eslint/require-await': 'off',
      // A leading underscore, or a rest sibling, is how a parameter or a field is left out on purpose.
      // Handing on a caught error as it came (its type unknown) is right; a new value must be an Error.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // React discards an event handler's result, and an async handler keeps its own failures
      // (a banner, a toast); elsewhere a promise where a void function is expected stays an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // A declaration file declares what a library exports; nothing in it is 'used'.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Tests read the app's JSON answers (`await res.json()`, typed any) and hold them to
    // `expect(...)`, which is the check; typing every answer in a test would restate the
    // contract the product code already parses with valibot. The helpers' answer types name
    // that same any (`data: any`).
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts', 'test/app/**/*.tsx', 'test/app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
