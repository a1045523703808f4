import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const boundary = (message, ...group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.test-data/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(
        'The web app talks to the server only through the API contract in src/shared.',
        '**/server/**',
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary('The server never imports the web app.', '**/web/**'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary('The shared contract depends on neither side.', '**/server/**', '**/web/**'),
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
