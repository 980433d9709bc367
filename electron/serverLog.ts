import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The server's log inside the desktop app. A packaged Windows app has no console, yet the server prints
 * things the venue needs — above all the first-run staff and admin passwords, generated when none were
 * configured and shown once. So every line also goes to a log file under app data, and the first-run lines
 * are kept so the window can show them in a dialog.
 */
export interface DesktopLog {
  (line: string): void;
  /** Lines announcing generated first-run credentials, in order. */
  firstRunLines(): readonly string[];
}

/** Matches the server's first-run announcement; if its wording changes the dialog stays silent and the
 * log file still holds the line. */
const FIRST_RUN = /^First run:/;

export function createDesktopLog(file: string, echo: (line: string) => void = console.log): DesktopLog {
  const firstRun: string[] = [];
  let fileBroken = false;
  const log = ((line: string) => {
    echo(line);
    if (FIRST_RUN.test(line)) firstRun.push(line);
    if (fileBroken) return;
    try {
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
    } catch {
      // A full or read-only disk must not stop the venue's server; the console still has the line.
      fileBroken = true;
    }
  }) as DesktopLog;
  log.firstRunLines = () => [...firstRun];
  return log;
}
