// `npm run lint` (with `prettier --check .`): ESLint's and typescript-eslint's recommended rules everywhere, and the
// React hooks and Docusaurus rules on the site's own client and build code in src/. Formatting is Prettier's alone.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'build/',
    '.docusaurus/',
    'node_modules/',
    'deploy/',
    'src/diagrams/rendered/',
    'test-results/',
    'playwright-report/',
    'tmp/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // As tsc's noUnusedLocals: `const { _id, ...rest } = item` names _id to leave it out of rest.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Plain JavaScript files (this one, the GraphiQL stylesheet loader) run in Node.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Only src/ holds React. Not tests/e2e/: Playwright's fixture callback `use` is no React hook.
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs['recommended-latest']],
    plugins: { '@docusaurus': docusaurus },
    rules: docusaurus.configs.recommended.rules,
  },
);
