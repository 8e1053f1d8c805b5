// One lint for the workspace (`pnpm lint`, part of `npm test`). Besides the usual JavaScript and
// TypeScript checks it keeps the layers apart and the import graph free of circles:
//
//   web:    app/ → features/ → lib/, components/   (arrows: "may import")
//           a feature imports no other feature and nothing of app/; lib/ and components/
//           import no feature and nothing of app/; app/ imports a feature through its index.ts
//           (the screens it lazy-loads are loaded by file, so that each stays its own chunk).
//   server: src/lib imports nothing of src/modules or src/contract.
//
// The layering follows bulletproof-react's lint configuration. No rule here needs type
// information, so the lint does not build a TypeScript program and stays fast.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';
const SERVER = './apps/server/src';
const features = readdirSync(`${import.meta.dirname}/apps/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '.tools/**',
      'openapi/dist/**',
      // Generated from the contract (`pnpm contract:gen`).
      'packages/api-client/src/schema.ts',
      'packages/api-client/src/contract-constants.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files (no-cycle reads them), resolved as TypeScript does.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Declarations and the generated schema hold no imports worth following (the schema is
      // 200 kB to parse).
      'import-x/ignore': ['\\.d\\.ts$', 'api-client/src/schema\\.ts$'],
      // One lint run parses each module once (by default the cache forgets after 30 s).
      'import-x/cache': { lifetime: Infinity },
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A variable read by a closure before its one assignment cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // The code base names what it leaves unused with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      // The rules of hooks. The rest of the recommended set judges code for the React Compiler
      // (refs read while rendering, state set in effects, memoization it can keep): this app is
      // not compiled with it, and that analysis was three quarters of the lint's time.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus goes only to a field the user has just asked for: the first field of a dialog they
      // opened, an inline edit they started, the sign-in form whose page is that form.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      // Tests read answers and rows as the JSON they are, without declaring each shape.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/server/src/contract/validation.ts'],
    rules: {
      // It finds control characters in texts on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...features.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: 'A feature does not import another feature: compose them in app/ (e.g. app/pages/).',
            })),
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'A feature does not import app/: what both need belongs in lib/ or components/.',
            },
            {
              target: [`${WEB}/lib`, `${WEB}/components`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'lib/ and components/ are below the features and app/ and import neither.',
            },
            {
              target: `${SERVER}/lib`,
              from: [`${SERVER}/modules`, `${SERVER}/contract`],
              message: 'src/lib is below the modules and the HTTP binding and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/telemetry.ts'],
    rules: {
      // A start without OTEL_EXPORTER_OTLP_ENDPOINT loads no OpenTelemetry code: only
      // src/telemetry.ts uses the packages, and it is loaded by `import()` when traces are wanted.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@opentelemetry/*'], message: 'OpenTelemetry is used in src/telemetry.ts only (loaded when traces are wanted).' },
            { regex: '/telemetry\\.ts$', message: 'Load src/telemetry.ts with import() behind OTEL_EXPORTER_OTLP_ENDPOINT.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      // Static imports only: the lazy `import()` of a screen or dialog by file is allowed.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/features/[^/]+/(?!index\\.ts$)',
              message: "app/ uses a feature through its index.ts (add what you need to the feature's public entry).",
            },
          ],
        },
      ],
    },
  },
);
