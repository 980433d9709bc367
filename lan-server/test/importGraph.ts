import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * The repository's import graph, as the import-circle test reads it (importCycles.test.ts says what it
 * checks and why). Imports are read by the TypeScript compiler's own pre-processor, so every kind counts:
 * `import type`, re-exports, dynamic `import()` and `import('…')` types. Only relative imports join two of
 * our files; a package is outside the graph.
 */

/** The rooms whose imports are read (docs/architecture.md, 'The layers'). */
export const ROOMS = ['lan-server', 'hub', 'shared', 'server-kit', 'renderer', 'electron'] as const;

/** A test, or a folder of test support: it drives its module from above, so it is no layer of its own. */
export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || /(^|\/)(test|testing)\//.test(path);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every file's relative imports that resolve to another of the rooms' files, by path relative to `root`. */
export function importGraph(root: string): Map<string, string[]> {
  const files = new Set(
    ROOMS.flatMap((room) => (existsSync(join(root, room)) ? sources(join(root, room)) : [])),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = normalize(join(dirname(file), fileName.replace(/\.js$/, '')));
      const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
      const found = candidates.find((candidate) => files.has(candidate));
      if (found) targets.add(relative(root, found).split(sep).join('/'));
    }
    graph.set(relative(root, file).split(sep).join('/'), [...targets]);
  }
  return graph;
}

/**
 * The folder a file belongs to for the folder-level check:
 * - a file directly in a room is a unit of its own (`lan-server/server.ts`, `lan-server/context.ts`,
 *   `shared/money.ts`): a room's top holds its entry points beside its kernel, which are different layers;
 * - otherwise the room's folder, whatever lies below it (`lan-server/http/routes/x.ts` is
 *   `lan-server/http`, `lan-server/db/migrations/…` is `lan-server/db`, `renderer/api/queries/…` is
 *   `renderer/api`);
 * - except in the renderer's `pages/` and `components/`, where each screen and each family of components is
 *   a unit (`renderer/pages/dashboard`, `renderer/components/kit`): screens must not lean on one another.
 */
export function folderOf(path: string): string {
  const parts = path.split('/');
  if (parts.length <= 2) return path;
  if (parts[0] === 'renderer' && (parts[1] === 'pages' || parts[1] === 'components') && parts.length > 3)
    return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

/** The folders' graph: an edge where a (non-test) file of one imports a (non-test) file of another. */
export function folderGraph(files: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    if (isTestFile(file)) continue;
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from && !isTestFile(target)) edges.add(to);
    }
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

/** The strongly connected groups of two or more nodes (Tarjan): each one is a circle, or several. */
export function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** For a folder circle: which files' imports make each of its edges, so the failure says what to move. */
export function edgesWithin(
  files: Map<string, string[]>,
  group: readonly string[],
): { from: string; to: string; imports: string[] }[] {
  const members = new Set(group);
  const edges = new Map<string, string[]>();
  for (const [file, targets] of files) {
    if (isTestFile(file) || !members.has(folderOf(file))) continue;
    for (const target of targets) {
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to || isTestFile(target) || !members.has(to)) continue;
      const key = `${from} → ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${file} → ${target}`]);
    }
  }
  return [...edges]
    .map(([key, imports]) => {
      const [from = '', to = ''] = key.split(' → ');
      return { from, to, imports };
    })
    .sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
}
