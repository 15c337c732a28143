// The house plan's arrows (shared/ARCHITECTURE.md), checked rather than hoped for:
//   src ──▶ machines ──▶ domain ◀── server,  src ──▶ domain
// machines/ and domain/ never import React; only src/api/ calls fetch().
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TS_JS = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

const boundary = (target, from, message) => ({ target, from, message });

const importBoundaries = [
  boundary('./domain', ['./machines', './src', './server'], 'domain/ imports nothing of the project (house plan).'),
  boundary('./machines', ['./src', './server'], 'machines/ imports domain/ only (house plan).'),
  boundary('./server', ['./src', './machines'], 'server/ imports domain/ only (house plan).'),
  boundary('./src', ['./server'], 'src/ talks to the server over HTTP through src/api/, never by import (house plan).'),
];

const noReact = {
  paths: [
    { name: 'react', message: 'No React here: views live in src/ (house plan).' },
    { name: 'react-dom', message: 'No React here: views live in src/ (house plan).' },
    { name: '@xstate/react', message: 'No React here: views live in src/ (house plan).' },
  ],
  patterns: [{ group: ['react/*', 'react-dom/*'], message: 'No React here: views live in src/ (house plan).' }],
};

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
  {
    files: ['domain/**', 'machines/**', 'src/**', 'server/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json`, alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: importBoundaries }],
    },
  },
  {
    files: ['machines/**', 'domain/**'],
    rules: { 'no-restricted-imports': ['error', noReact] },
  },
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
