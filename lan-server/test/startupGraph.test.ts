import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';

/**
 * A feature a venue has not configured costs it nothing at start-up: the headless server, bundled as
 * `npm start` runs it, starts with no ACME and no mail server, and a module hook records every import it
 * resolves. acme-client (about 28 MB and 160 ms) and nodemailer must not be among them.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'dist', 'test-startup');
const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startAndRecord(log: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', join(OUT, 'register.mjs'), join(OUT, 'main.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        PUBLIC_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STARTUP_IMPORT_LOG: log,
        SMTP_URL: '',
        PUBLIC_ACME_DOMAIN: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the server did not start: ${output}`));
    }, 20_000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Doubletop is running.')) {
        clearTimeout(timer);
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => (output.includes('Doubletop is running.') ? done() : fail(new Error(output))));
  });
}

describe('start-up without ACME or a mail server', () => {
  it('loads neither acme-client nor nodemailer', async () => {
    mkdirSync(OUT, { recursive: true });
    // As scripts/bundle-entry.mjs builds dist/server/main.mjs for `npm start`.
    await build({
      entryPoints: [join(ROOT, 'lan-server/main.ts')],
      outfile: join(OUT, 'main.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    writeFileSync(
      join(OUT, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  appendFileSync(process.env.STARTUP_IMPORT_LOG, specifier + '\\n');
  return next(specifier, context);
}
`,
    );
    writeFileSync(
      join(OUT, 'register.mjs'),
      `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`,
    );
    const log = join(dataDir, 'imports.log');
    writeFileSync(log, '');
    await startAndRecord(log);
    const loaded = new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean));
    expect(loaded.has('express')).toBe(true);
    expect(loaded.has('better-sqlite3')).toBe(true);
    expect([...loaded].filter((s) => /^(acme-client|nodemailer)(\/|$)/.test(s))).toEqual([]);
  }, 40_000);
});
