import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

/**
 * Front-desk preferences that belong to this PC rather than to the venue's database: they decide how the
 * app behaves before the server is even up, so they live in a small JSON file beside the data dir.
 */
export const DesktopPreferences = z.object({
  keepServingWhenClosed: z.boolean().default(false),
});
export type DesktopPreferences = z.infer<typeof DesktopPreferences>;

export const DEFAULT_PREFERENCES: DesktopPreferences = { keepServingWhenClosed: false };

/**
 * Reads the file; a missing, unreadable or hand-mangled file falls back to the defaults instead of
 * stopping the venue's app from starting.
 */
export function loadPreferences(file: string): DesktopPreferences {
  try {
    const parsed = DesktopPreferences.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : { ...DEFAULT_PREFERENCES };
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

/** Writes via a temp file and rename, so a power cut mid-write leaves the old file, not half a file. */
export function savePreferences(file: string, preferences: DesktopPreferences): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.tmp`;
  writeFileSync(temp, JSON.stringify(preferences, null, 2));
  renameSync(temp, file);
}
