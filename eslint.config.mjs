import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.plasmo/**', 'data/**', '.nx/**', '**/routeTree.gen.ts', '**/db/migrations/**', 'load-tests/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'extension/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      // Web and extension import only contracts and UI code; a lib never imports a service
      // or an app; contracts import nothing of ours.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:client', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:service', 'type:lib', 'type:contracts', 'type:ui'] },
            { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:app', 'type:service', 'type:lib', 'type:contracts'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:app', 'type:service', 'type:lib', 'type:contracts'] },
          ],
        },
      ],
    },
  },
);
