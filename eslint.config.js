// Lint is how the architecture is enforced (docs/architecture.md#the-layers): which folder may import what.
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
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx', 'hub/web/**/*.ts', 'hub/web/**/*.tsx'],
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
    // The server kit (docs/architecture.md): what the venue's doors and head office's door both use. It
    // knows neither of them.
    files: ['server-kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', '**/lan-server/**', '**/hub/**', '**/renderer/**', '**/electron/**'],
              message: 'server-kit/ imports shared/ and libraries only: both servers import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Head office (docs/architecture.md): shared/, the server kit and its own files — never the venue's code,
    // nor the screens. What both servers need lives in server-kit/.
    files: ['hub/**/*.ts'],
    ignores: ['hub/test/**', 'hub/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lan-server', '**/lan-server/**'],
              message:
                'hub/ imports shared/, server-kit/ and its own files, never lan-server/: move what both need into server-kit/.',
            },
            {
              group: ['electron', '**/renderer/**', '**/electron/**'],
              message: 'hub/ serves its screens (hub/web) over HTTP, never by import.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md): services hold the rules and throw DomainError; the HTTP layer
    // turns requests into service calls and answers. A service that imported http/ would tie a rule to a
    // transport; one that imported mail/ or group/ would tie it to SMTP or NATS, which the outbox's
    // couriers keep behind ctx.outbox.
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
            {
              regex: '^\\.\\./(mail|group)/',
              message:
                'services/ may not import mail/ or group/: record what must leave the box with ctx.outbox.record (outbox/port.ts).',
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
  {
    // What the slim builds load (the TV, vite.tv.config.ts; the booking page, vite.booking.config.ts; the
    // public league page, vite.league.config.ts): their answers' schemas are zod/mini, because classic zod would cost each of them about 40 KB of their
    // 100 KB script budget (docs/performance.md). Composing a mini schema into a classic one elsewhere is fine.
    files: [
      'shared/api/endpoint.ts',
      'shared/api/errors.ts',
      'shared/api/clientErrors.ts',
      'shared/api/laneStatuses.ts',
      'shared/api/venue.ts',
      'shared/api/games.ts',
      'shared/api/tournaments.ts',
      'shared/api/settings.ts',
      'shared/api/reservations.ts',
      'shared/api/publicBooking.ts',
      'shared/api/leaguePublic.ts',
      'renderer/api/call.ts',
      'renderer/api/errors.ts',
      'renderer/api/keys.ts',
      'renderer/api/smallQuery.ts',
      'renderer/api/useAction.ts',
      'renderer/api/queries/tournaments.ts',
      'renderer/api/queries/venue.ts',
      'renderer/api/queries/publicBooking.ts',
      'renderer/api/queries/leaguePublic.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "The TV and the booking page load this file: use 'zod/mini'." },
            { name: '@tanstack/react-query', message: 'The slim builds use renderer/api/smallQuery.ts.' },
          ],
          // This entry replaces the folder rules above for these files, so it repeats them.
          patterns: [
            { group: nodeBuiltins, message: 'These files run in a browser: no Node modules.' },
            { group: ['electron', '**/lan-server/**', '**/electron/**'], message: 'Not in a screen.' },
          ],
        },
      ],
    },
  },
);
