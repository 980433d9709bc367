import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopLog } from './serverLog';

describe('desktop server log', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'doubletop-log-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every line to the log file and keeps first-run credentials for the dialog', () => {
    const file = join(dir, 'logs', 'doubletop.log');
    const echo = vi.fn();
    const log = createDesktopLog(file, echo);
    log('Listening');
    log("First run: created user 'staff' with password 'abc' (shown once; keep it safe).");
    expect(readFileSync(file, 'utf8')).toMatch(/Listening\n.*First run: created user 'staff'/);
    expect(log.firstRunLines()).toEqual([
      "First run: created user 'staff' with password 'abc' (shown once; keep it safe).",
    ]);
    expect(echo).toHaveBeenCalledTimes(2);
  });
});
