import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
let child: ChildProcess | null = null;
let dataDir = '';

afterEach(() => {
  child?.kill('SIGTERM');
  child = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm start`'s script with the documented environment and waits for both doors' URLs. */
function startHeadless(env: Record<string, string>): Promise<{ lan: string; pub: string; output: string[] }> {
  return new Promise((resolvePromise, reject) => {
    const output: string[] = [];
    child = spawn('node', ['scripts/start.mjs'], { cwd: root, env: { ...process.env, ...env } });
    const timer = setTimeout(() => reject(new Error(`no URLs printed:\n${output.join('')}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output.push(String(chunk));
      const text = output.join('');
      const lan = /LAN door[^\n]*?(http:\/\/\S+)/.exec(text)?.[1];
      const pub = /Public door[^\n]*?(http:\/\/\S+)/.exec(text)?.[1];
      if (lan && pub) {
        clearTimeout(timer);
        resolvePromise({ lan, pub, output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => output.push(String(c)));
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output.join('')}`)));
  });
}

describe('npm start (headless under Node)', () => {
  it('serves the booking page on both doors and the staff app on the LAN door only, with generated passwords printed once', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'doubletop-start-'));
    const { lan, pub, output } = await startHeadless({
      PORT: '0',
      PUBLIC_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MDNS: '0',
      STAFF_PASSWORD: '',
      ADMIN_PASSWORD: '',
    });
    expect(output.join('')).toMatch(/created user 'staff' with password '[A-Za-z0-9_-]{16}'/);

    const lanHome = await fetch(`${lan}/`);
    expect(lanHome.status).toBe(200);
    expect(await lanHome.text()).toMatch(/<div id="root">/);
    const pubHome = await fetch(`${pub}/`);
    expect(pubHome.status).toBe(200);
    expect(await pubHome.text()).toMatch(/Book a lane/);
    expect((await fetch(`${pub}/customer-booking`)).status).toBe(200);

    expect((await fetch(`${lan}/dashboard`)).status).toBe(200);
    // A full page load of the TV board gets the TV's own legacy build; the booking page gets no legacy code.
    expect(await (await fetch(`${lan}/tv/scoreboard/some-id`)).text()).toContain('id="vite-legacy-entry"');
    expect(await (await fetch(`${pub}/`)).text()).not.toContain('legacy');
    expect((await fetch(`${pub}/tv/scoreboard`)).status).toBe(404);
    expect((await fetch(`${pub}/dashboard`)).status).toBe(404);
    expect((await fetch(`${lan}/api/auth/me`)).status).toBe(401);
    expect((await fetch(`${pub}/api/auth/me`)).status).toBe(404);
  });
});
