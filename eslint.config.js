// Lint is how the architecture is enforced (STYLE.md convention 1): which folder may import what.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'net', 'child_process', 'url'];

const lanServerOutside = {
  group: ['electron', '**/renderer/**', '**/electron/**'],
  message: 'lan-server/ knows nothing of the renderer or Electron.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'release/**', 'coverage/**'] },
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'A focused test silently skips the rest of the suite.' },
        { object: 'test', property: 'only', message: 'A focused test silently skips the rest of the suite.' },
        {
          object: 'describe',
          property: 'only',
          message: 'A focused test silently skips the rest of the suite.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'shared/ is pure: no Node modules.' },
            {
              group: [
                'electron',
                'react',
                'react-dom',
                '**/lan-server/**',
                '**/renderer/**',
                '**/electron/**',
              ],
              message: 'shared/ imports nothing from the other rooms.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'The renderer runs in a browser.' },
            {
              group: ['electron', '**/lan-server/**', '**/electron/**'],
              message: 'renderer/ talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: ['electron/**/*.test.ts', 'electron/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+lan-server/(?!server$|config$|node-flags\\.json$|discovery/lanAddresses$)',
              message:
                'electron/ reaches lan-server only through createServer (lan-server/server) and its config.',
            },
            {
              group: ['**/renderer/**'],
              message: 'electron/ loads the renderer over HTTP, never by import.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lan-server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [lanServerOutside] }],
    },
  },
  {
    // The layers (docs/architecture.md): services hold the rules and throw DomainError; the HTTP layer
    // turns requests into service calls and answers. A service that imported http/ would tie a rule to a
    // transport.
    files: ['lan-server/services/**/*.ts'],
    ignores: ['lan-server/services/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            lanServerOutside,
            {
              group: ['**/http/**', '../http/*'],
              message: 'services/ may not import http/: throw DomainError.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lan-server/http/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            lanServerOutside,
            { group: ['**/db/**'], message: 'Routes call services; only services read db/.' },
          ],
        },
      ],
    },
  },
);
