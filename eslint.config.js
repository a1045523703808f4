import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const boundary = (message, ...group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

/** react-router's components pull much of the library into the seller login's first download (80 KB budget). */
const ROUTER_COMPONENTS = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'Navigate'],
  message:
    "Use components/router-link, nav-link or redirect: react-router's own weigh on the seller login route.",
};

const WEB_TO_SERVER = {
  group: ['**/server/**'],
  message: 'The web app talks to the server only through the API contract in src/shared.',
};

const NOT_THE_WEB_APP = { group: ['**/web/**'], message: 'The server never imports the web app.' };

/**
 * The server's areas from the bottom up: an area may use the areas of the layers below its own and nothing
 * else, so that store code points at orders and never back, and a newcomer can tell where a function belongs.
 */
const SERVER_LAYERS = [
  ['server-pages'],
  ['auth'],
  ['groups'],
  ['campaigns', 'coordinators', 'orders', 'stats'],
  ['share-links'],
  ['store', 'sellers', 'reconciliation', 'reports', 'attribution'],
  ['demo-store', 'share-page'],
];

const serverLayering = SERVER_LAYERS.flatMap((layer, index) =>
  layer.map((area) => {
    const below = SERVER_LAYERS.slice(0, index).flat();
    const notBelow = SERVER_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== area);
    const layering = {
      group: notBelow.map((other) => `**/${other}/**`),
      message: `src/server/${area} may use only the areas below it (${below.join(', ') || 'none'}) and db, lib, http, context.`,
    };
    return {
      files: [`src/server/${area}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: notBelow.length ? [NOT_THE_WEB_APP, layering] : [NOT_THE_WEB_APP] },
        ],
      },
    };
  }),
);

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
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_COMPONENTS],
          patterns: [WEB_TO_SERVER],
        },
      ],
    },
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_COMPONENTS],
          patterns: [
            WEB_TO_SERVER,
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Generic components and helpers know no feature: pass what they need as props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_WEB_APP] }] },
  },
  ...serverLayering,
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary('The shared contract depends on neither side.', '**/server/**', '**/web/**'),
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
