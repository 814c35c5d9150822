// `npm run lint` runs it with `prettier --check`; eslint-config-prettier turns off the rules that clash.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Visible text that needs no <Translate>: punctuation, digits and the surgeon's name, word by word.
// prettier-ignore
const untranslatedTextAllowed = [
  '·', '•', '—', '–', '-', '/', '|', '(', ')', '[', ']', ':', ',', '.', '+', '%', '×', '→', '←', '↗', '©', '*', '&', '#',
  '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '404',
  'Dr.', 'Jansen',
];

export default tseslint.config(
  {
    // Generated output and fixtures are not linted.
    ignores: [
      'node_modules/',
      'build/',
      'build-*/',
      '.docusaurus/',
      '.docusaurus-*/',
      'coverage/',
      'test-results/',
      'screenshots/',
      'tests/fixtures/',
      'i18n/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs,jsx,ts,tsx}'],
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    languageOptions: {globals: {...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      // Every component exports `interface Props` (house style), even when it takes none.
      '@typescript-eslint/no-empty-object-type': ['error', {allowInterfaces: 'always'}],
    },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'tests/helpers/styleMock.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Runs in the browser.
    files: ['src/**/*.{ts,tsx}', 'static/**/*.js'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: untranslatedTextAllowed}],
      '@docusaurus/string-literal-i18n-messages': 'error',
      // Internal links need <Link> (locale prefix, broken-link check); external, tel: and mailto: may not.
      '@docusaurus/no-html-links': ['error', {ignoreFullyResolved: true}],
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', '**/__tests__/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.jest}},
  },
  prettier,
);
