// The house plan's arrows (docs/architecture.md), checked rather than hoped for:
//   src ──▶ machines ──▶ domain ◀── server,  src ──▶ domain
//   inside server/: routes ──▶ services, routes ──▶ http, never services ◀──▶ http
// machines/ and domain/ never import React; only src/api/ calls fetch().
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TS_JS = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

// Core rule, relative specifiers only: the import plugins pull native resolver
// bindings that this registry does not serve, which breaks `npm ci`.
const room = (rooms) => `^\\.{1,2}/(.*/)?(${rooms.join('|')})(/|$)`;
const boundary = (rooms, message) => ({ regex: room(rooms), message });
const NO_REACT_MESSAGE = 'No React here: views live in src/ (house plan).';
const noReact = [
  { name: 'react', message: NO_REACT_MESSAGE },
  { name: 'react-dom', message: NO_REACT_MESSAGE },
  { name: '@xstate/react', message: NO_REACT_MESSAGE },
];
const noReactPattern = { regex: '^react(-dom)?/', message: NO_REACT_MESSAGE };

const serverRoom = boundary(['src', 'machines'], 'server/ imports domain/ only (house plan).');

const roomRules = {
  'domain/**': {
    paths: noReact,
    patterns: [noReactPattern, boundary(['machines', 'src', 'server'], 'domain/ imports nothing of the project (house plan).')],
  },
  'machines/**': {
    paths: noReact,
    patterns: [noReactPattern, boundary(['src', 'server'], 'machines/ imports domain/ only (house plan).')],
  },
  'server/**': { patterns: [serverRoom] },
  // Inside server/ (these entries replace the one above for their files, so they repeat it):
  // a service never speaks HTTP, and server/http never calls a service (the app wires them).
  'server/services/**': {
    patterns: [serverRoom, boundary(['http'], 'server/services/ never speaks HTTP: return results or throw the refusals of server/errors.ts (house plan).')],
  },
  'server/http/**': {
    patterns: [serverRoom, boundary(['services'], 'server/http/ does not import services: server/app.ts hands it what it needs (house plan).')],
  },
  'src/**': { patterns: [boundary(['server'], 'src/ talks to the server over HTTP through src/api/, never by import (house plan).')] },
};

// Inside src/: a feature imports src/ui, src/api, src/app's published hooks,
// machines/ and domain/, never another feature; what two features share moves
// to src/ui, and screens that join features are composed in src/app/screens.
// The core rule sees specifiers, not paths: a file N folders below its
// feature's root reaches a sibling feature with exactly N+1 '../' and a name.
const FEATURE_MESSAGE = 'A feature never imports another feature: move what they share to src/ui, or compose them in src/app/screens (house plan).';
const featureRules = [0, 1, 2, 3].map((depth) => ({
  files: [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { ...roomRules['src/**'], patterns: [...roomRules['src/**'].patterns, { regex: `^(\\.\\./){${depth + 1}}[^./]`, message: FEATURE_MESSAGE }] },
    ],
  },
}));

const FETCH_MESSAGE = 'Only src/api/ calls fetch(); machines get their effects injected as actors (house plan).';
const noFetch = {
  'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
  'no-restricted-syntax': [
    'error',
    { selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]", message: FETCH_MESSAGE },
  ],
};

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      '**/node_modules/**',
      'server/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [TS_JS],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Code that runs in the browser (and the tests that drive it).
    files: ['src/**', 'tests/views/**', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...Object.entries(roomRules).map(([files, options]) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', options] },
  })),
  ...featureRules,
  {
    files: ['domain/**', 'machines/**', 'src/**'],
    ignores: ['src/api/**'],
    rules: noFetch,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
