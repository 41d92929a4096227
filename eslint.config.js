// The rules this house keeps by tool rather than by hand (decision 029). `npm run lint` runs ESLint with
// this file and stylelint with .stylelintrc.json; `npm test` runs both first.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const foldersIn = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/**
 * Web: a feature imports no other feature (what two share moves down into lib, components or api/queries);
 * lib imports nothing from features, app or api; the shared layers import no feature.
 */
const webFeatures = foldersIn(`${WEB}/features`);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need into lib, components or api/queries.',
  })),
  ...['features', 'app', 'api', 'components', 'platform'].map((layer) => ({
    target: `./${WEB}/lib`,
    from: `./${WEB}/${layer}`,
    message: 'lib holds pure rules: it imports nothing from features, app, api, components or platform.',
  })),
  ...['components', 'api', 'platform'].map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: `./${WEB}/features`,
    message: `${layer} is shared by the features: it imports none of them.`,
  })),
];

/**
 * Console (the operator console, apps/console): a section imports no other section (each is a menu row of
 * app/sections.tsx, loaded on its own); lib imports nothing of the console; the frame's shared layers
 * (api, forms, components, lib, pages) import no section.
 */
const CONSOLE = 'apps/console/src';
const consoleSections = foldersIn(`${CONSOLE}/sections`);
const consoleZones = [
  ...consoleSections.map((section) => ({
    target: `./${CONSOLE}/sections/${section}`,
    from: `./${CONSOLE}/sections`,
    except: [`./${section}`],
    message: 'A console section imports no other section: move what both need into components, forms or lib.',
  })),
  ...['app', 'api', 'components', 'forms', 'pages', 'sections'].map((layer) => ({
    target: `./${CONSOLE}/lib`,
    from: `./${CONSOLE}/${layer}`,
    message: 'lib holds pure helpers: it imports nothing else of the console.',
  })),
  ...['api', 'forms', 'components', 'pages'].map((layer) => ({
    target: `./${CONSOLE}/${layer}`,
    from: `./${CONSOLE}/sections`,
    message: `${layer} is the frame every section uses: it imports no section.`,
  })),
];

/**
 * Server: the bounded contexts under modules/. A context reaches another only through that context's
 * service (`*.service.ts`) or a port its wiring hands over: never its repository, its rules or its wiring.
 * The shared layer src/lib knows no context.
 */
const serverContexts = foldersIn(`${SERVER}/modules`);
const serverZones = [
  ...serverContexts.flatMap((context) =>
    serverContexts
      .filter((other) => other !== context)
      .map((other) => ({
        target: `./${SERVER}/modules/${context}`,
        from: `./${SERVER}/modules/${other}/**`,
        except: ['**/*.service.ts'],
        message: `The ${context} context uses ${other} only through its service or a port its wiring hands over: never its repository, rules or wiring.`,
      })),
  ),
  { target: `./${SERVER}/lib`, from: `./${SERVER}/modules`, message: 'src/lib is shared by every context: it imports none of them.' },
];

/** Page paths are written once, in apps/web/src/app/page-paths.ts; everything else imports them. */
const PAGE_PATH_LITERAL = '^\\/(udianbus|ydbus|taxi|tour-bus|h5|hailing)\\/';
/** Colours are written once, as custom properties in apps/web/src/styles/tokens.css. */
const HEX_COLOUR = '(^|[^&\\w])#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'bench/results/**', '.tmp/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.tools.json'], noWarnOnMultipleProjects: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Dynamic imports count: a lazy page that imports its loader back is a cycle all the same.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      // The lazy pages are the router's alone: anything else importing them would pull every page in.
      'no-restricted-imports': ['error', { patterns: [{ regex: '/page-loaders$', allowTypeImports: true, message: 'Only app/router.tsx imports the page loaders; link with the paths of app/page-paths.ts.' }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${PAGE_PATH_LITERAL}/]`, message: 'Page paths live in app/page-paths.ts: import the constant.' },
        { selector: `TemplateElement[value.raw=/${PAGE_PATH_LITERAL}/]`, message: 'Page paths live in app/page-paths.ts: import the constant.' },
        { selector: `Literal[value=/${HEX_COLOUR}/]`, message: 'Colours live in styles/tokens.css: use its custom property.' },
        { selector: `TemplateElement[value.raw=/${HEX_COLOUR}/]`, message: 'Colours live in styles/tokens.css: use its custom property.' },
      ],
    },
  },
  {
    files: [`${WEB}/app/page-paths.ts`, `${WEB}/**/*.test.{ts,tsx}`, 'apps/web/e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [`${WEB}/app/router.tsx`, `${WEB}/app/page-loaders.test.ts`, `${WEB}/app/page-table.test.ts`],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [`${CONSOLE}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Dynamic imports count: a section that imports the menu table back is a cycle all the same.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': ['error', { zones: consoleZones }],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    rules: {
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
);
