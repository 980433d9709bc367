/** One line of the benchmark table: a figure, its same-run baseline, its budget and the verdict. */
export type Verdict = 'PASS' | 'FAIL' | 'n/a (endpoint missing)' | 'n/a (error)';

export interface Row {
  figure: string;
  measured: string;
  baseline: string;
  budget: string;
  verdict: Verdict;
  /** Why a figure failed or could not be measured. */
  note?: string;
}

export const MISSING: Verdict = 'n/a (endpoint missing)';

export function verdict(ok: boolean): Verdict {
  return ok ? 'PASS' : 'FAIL';
}

export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 2 : 1)} ms` : '—');
export const perSec = (n: number) => `${Math.round(n).toLocaleString('en-GB')} req/s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (n: number) => `${n.toFixed(1)} MB`;
export const pct = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** A row for a figure whose endpoint is not built yet. */
export function missingRow(figure: string, budget: string, endpoint: string): Row {
  return { figure, measured: '—', baseline: '—', budget, verdict: MISSING, note: `${endpoint} not found` };
}

/** A row for a figure whose measurement itself broke, carrying the error so the cause can be found. */
export function errorRow(figure: string, budget: string, err: unknown): Row {
  const note = err instanceof Error ? err.message.split('\n')[0] : String(err);
  return { figure, measured: '—', baseline: '—', budget, verdict: 'n/a (error)', note };
}

const COLUMNS: { title: string; cell: (r: Row) => string }[] = [
  { title: 'Figure', cell: (r) => r.figure },
  { title: 'Measured', cell: (r) => r.measured },
  { title: 'Same-run baseline', cell: (r) => r.baseline },
  { title: 'Budget', cell: (r) => r.budget },
  { title: 'Result', cell: (r) => r.verdict },
];

/** A plain-text table for the terminal. */
export function textTable(rows: readonly Row[]): string {
  const widths = COLUMNS.map((c) => Math.max(c.title.length, ...rows.map((r) => c.cell(r).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ');
  const out = [line(COLUMNS.map((c) => c.title)), widths.map((w) => '-'.repeat(w)).join('-+-')];
  for (const row of rows) out.push(line(COLUMNS.map((c) => c.cell(row))));
  const notes = rows.filter((r) => r.note).map((r) => `  * ${r.figure}: ${r.note}`);
  return [...out, ...(notes.length ? ['', 'Notes:', ...notes] : [])].join('\n');
}

/** The same table in Markdown, for docs/performance.md. */
export function markdownTable(rows: readonly Row[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const out = [
    `| ${COLUMNS.map((c) => c.title).join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${COLUMNS.map((c) => esc(c.cell(r))).join(' | ')} |`),
  ];
  return out.join('\n');
}

/** The run fails when any budget failed or a measurement broke; a missing endpoint alone does not. */
export function exitCodeFor(rows: readonly Row[]): number {
  return rows.some((r) => r.verdict === 'FAIL' || r.verdict === 'n/a (error)') ? 1 : 0;
}
