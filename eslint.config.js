import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

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

/** The web app's import rule: react-router's heavy components and the server are out, and so is `also`. */
const webImports = (...also) => ({
  'no-restricted-imports': ['error', { paths: [ROUTER_COMPONENTS], patterns: [WEB_TO_SERVER, ...also] }],
});

/** The web app's features: each may use another only through what that one exports on purpose (its index.ts). */
const WEB_FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = WEB_FEATURES.map((feature) => ({
  files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
  // A test may render a screen of another feature that composes this one.
  ignores: ['**/*.test.{ts,tsx}'],
  rules: webImports({
    group: WEB_FEATURES.filter((other) => other !== feature).map((other) => `**/${other}/**`),
    message: `Import another feature from its index.ts ('../../orders', not '../../orders/api/keys'): what it exports there is what it offers.`,
  }),
}));

const NOT_THE_WEB_APP = { group: ['**/web/**'], message: 'The server never imports the web app.' };

/**
 * The server's floors from the bottom up: an area may use the areas of the floors below its own and nothing
 * else, so that store code points at orders and never back, and a newcomer can tell where a function belongs.
 * The ground floor is what every area may use; its folders may use one another (and errors.ts, config.ts,
 * context.ts beside them) but no area.
 */
const SERVER_LAYERS = [
  ['db', 'lib', 'http', 'i18n', 'backup', 'health', 'server-pages'],
  ['auth'],
  ['groups'],
  ['campaigns', 'coordinators', 'orders', 'stats', 'reports', 'paper-orders'],
  ['share-links'],
  ['store', 'sellers', 'reconciliation', 'attribution', 'money', 'teams'],
  ['demo-store', 'share-page', 'receipts', 'mail'],
  ['families'],
];

const [GROUND_FLOOR, ...AREA_LAYERS] = SERVER_LAYERS;
const AREAS = AREA_LAYERS.flat();
const imports = (areas) => areas.map((area) => `**/${area}/**`);

const groundFloor = {
  files: [
    ...GROUND_FLOOR.map((folder) => `src/server/${folder}/**/*.ts`),
    'src/server/errors.ts',
    'src/server/config.ts',
    'src/server/context.ts',
  ],
  // A test may check the ground floor against an area that uses it (a login limit's Spanish text).
  ignores: ['src/server/**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          NOT_THE_WEB_APP,
          {
            group: imports(AREAS),
            message: `The ground floor (${GROUND_FLOOR.join(', ')}) uses no area: every area may use it.`,
          },
        ],
      },
    ],
  },
};

const serverLayering = AREA_LAYERS.flatMap((layer, index) =>
  layer.map((area) => {
    const below = AREA_LAYERS.slice(0, index).flat();
    const notBelow = AREA_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== area);
    const layering = {
      group: imports(notBelow),
      message: `src/server/${area} may use only the areas below it (${below.join(', ') || 'none'}) and the ground floor (${GROUND_FLOOR.join(', ')}, errors, config, context).`,
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
    rules: { ...reactHooks.configs.recommended.rules, ...webImports() },
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: webImports({
      group: ['**/features/**', '**/app/**'],
      message: 'Generic components and helpers know no feature: pass what they need as props.',
    }),
  },
  ...featureBoundaries,
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_WEB_APP] }] },
  },
  groundFloor,
  ...serverLayering,
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary('The shared contract depends on neither side.', '**/server/**', '**/web/**'),
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The test files of a worker share its loaded modules (vitest.config.ts): a module mocked in one file would
    // stay mocked, or stay real, for the files after it.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'hoisted'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Test files share their modules: watch a seam (`vi.spyOn` on an object) or pass the collaborator in.',
        })),
      ],
    },
  },
);
