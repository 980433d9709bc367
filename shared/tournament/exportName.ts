/**
 * The export's file name (docs/behaviour.md#export): the tournament name with spaces replaced by underscores,
 * plus '_results'. Decision: characters no file system accepts (\ / : * ? " < > |) are dropped, and an empty
 * name falls back to 'tournament', so the download always saves.
 */
export function exportFileName(name: string): string {
  const safe = name
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[\\/:*?"<>|]/g, '');
  return `${safe || 'tournament'}_results.csv`;
}
