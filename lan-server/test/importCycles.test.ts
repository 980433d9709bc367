import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules (its tests and fixtures too) import one another without circles (type imports, re-exports and dynamic
 * `import()` included): a circle is a module that cannot be understood, tested or moved without the other.
 * Each file's relative imports are read by the TypeScript compiler's own pre-processor and the strongly
 * connected groups found (Tarjan); any group of two or more is a circle.
 */
const ROOT = normalize(join(import.meta.dirname, '..'));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const files = new Set(sources(ROOT));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets: string[] = [];
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = normalize(join(dirname(file), fileName.replace(/\.js$/, '')));
      const found = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => files.has(candidate));
      if (found) targets.push(found);
    }
    graph.set(file, targets);
  }
  return graph;
}

function circles(graph: Map<string, string[]>): string[][] {
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
        group.push(relative(ROOT, w));
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('lan-server imports', () => {
  it('have no circles', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(200);
    expect(circles(graph)).toEqual([]);
  });

  it('the check finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([[relative(ROOT, 'a'), relative(ROOT, 'b'), relative(ROOT, 'c')].sort()]);
  });
});
