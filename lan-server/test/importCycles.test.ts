import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, edgesWithin, folderGraph, folderOf, importGraph } from './importGraph';

/**
 * Imports go one way. Across lan-server/, hub/, shared/, server-kit/, renderer/ and electron/:
 *
 * - **No file circle**: no two files (tests and fixtures included) reach each other through imports.
 * - **No folder circle**: no folder imports a folder that imports it back, however long the way round. A
 *   folder is a room's folder (`lan-server/services`, `lan-server/mail`, `shared/api`, `renderer/api`),
 *   each screen and component family in the renderer (`renderer/pages/dashboard`), and each file at a
 *   room's top (`lan-server/context.ts`) — importGraph.ts's `folderOf` says it exactly. Tests are left
 *   out of this check: a test drives its module from above (the harness boots the whole server), so one
 *   beside its module would make its folder seem to import everything.
 *
 * Type-only imports count: a folder that needs another's types to compile cannot be read, changed or moved
 * without it, and the lint rules that keep the layers apart (eslint.config.js) forbid type imports too. A
 * circle is a layer that leans on the layer above it; the fix is to move the shared piece down (or
 * behind a port on the context, as services reach the outbox), never to hide the import.
 */
const ROOT = join(import.meta.dirname, '../..');

describe('imports across the repository', () => {
  const files = importGraph(ROOT);

  it('reads every room', () => {
    const rooms = new Set([...files.keys()].map((file) => file.split('/')[0]));
    expect([...rooms].sort()).toEqual(['electron', 'hub', 'lan-server', 'renderer', 'server-kit', 'shared']);
    expect(files.size).toBeGreaterThan(600);
  });

  it('have no circle between files', () => {
    expect(circles(files)).toEqual([]);
  });

  it('have no circle between folders', () => {
    const found = circles(folderGraph(files)).map((group) => ({ group, edges: edgesWithin(files, group) }));
    expect(found).toEqual([]);
  });

  it('the check finds a circle, and only a circle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('counts a folder by its room folder, each screen, and each file at a room’s top', () => {
    expect(folderOf('lan-server/http/routes/lanes.ts')).toBe('lan-server/http');
    expect(folderOf('lan-server/db/migrations/001_initial.ts')).toBe('lan-server/db');
    expect(folderOf('lan-server/context.ts')).toBe('lan-server/context.ts');
    expect(folderOf('renderer/pages/dashboard/DashboardPage.tsx')).toBe('renderer/pages/dashboard');
    expect(folderOf('renderer/components/kit/Tabs.tsx')).toBe('renderer/components/kit');
    expect(folderOf('renderer/api/queries/lanes.ts')).toBe('renderer/api');
  });

  it('a folder circle through a test is no circle; one through a type import is', () => {
    const root = mkdtempSync(join(tmpdir(), 'doubletop-imports-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write(
        'lan-server/mail/send.ts',
        "import { boot } from '../test/harness';\nexport const send = boot;\n",
      );
      write(
        'lan-server/test/harness.ts',
        "import { rule } from '../services/rule';\nexport const boot = rule;\n",
      );
      write(
        'lan-server/mail/send.test.ts',
        "import { rule } from '../services/rule';\nexport const x = rule;\n",
      );
      write(
        'lan-server/services/rule.ts',
        "import { send } from '../mail/send';\nexport const rule = send;\n",
      );
      expect(circles(folderGraph(importGraph(root)))).toEqual([]);
      write(
        'lan-server/services/rule.ts',
        "import type { Send } from '../mail/types';\nexport const rule = 1;\n",
      );
      write(
        'lan-server/mail/types.ts',
        "import type { Rule } from '../services/rule';\nexport type Send = Rule;\n",
      );
      expect(circles(folderGraph(importGraph(root)))).toEqual([['lan-server/mail', 'lan-server/services']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
