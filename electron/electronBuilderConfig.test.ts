import { resolve } from 'node:path';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';

// electron-builder's own loader and schema validator (the ones `electron-builder` runs before packaging),
// so "valid" here means what it means at packaging time, without downloading Electron.
const projectDir = resolve(import.meta.dirname, '..');

async function loadConfig(): Promise<Configuration> {
  return getConfig(projectDir, null, null);
}

function targetNames(targets: unknown): string[] {
  const list = Array.isArray(targets) ? targets : [targets];
  return list.map((t: unknown) => (typeof t === 'string' ? t : (t as { target: string }).target));
}

describe('electron-builder.yml', () => {
  it('passes electron-builder’s schema validation', async () => {
    await expect(validateConfiguration(await loadConfig(), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('the validator used above does reject a broken configuration', async () => {
    const broken = { ...(await loadConfig()), nsis: { oneClick: 'sometimes' } } as unknown as Configuration;
    await expect(validateConfiguration(broken, new DebugLogger(false))).rejects.toThrow(/oneClick/);
  });

  it('names the app and builds a Windows NSIS installer and Linux AppImage and deb', async () => {
    const config = await loadConfig();
    expect(config.productName).toBe('Doubletop');
    expect(config.appId).toMatch(/^[a-z0-9.-]+$/);
    expect(targetNames(config.win?.target)).toEqual(['nsis']);
    expect(targetNames(config.linux?.target).sort()).toEqual(['AppImage', 'deb']);
  });

  it('ships the bundled main process and keeps better-sqlite3 outside the asar', async () => {
    const config = await loadConfig();
    // getConfig normalises `files` into file-set objects, so look for the pattern anywhere in it.
    expect(JSON.stringify(config.files)).toContain('dist/electron/**/*');
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**/*');
    expect(config.nsis?.deleteAppDataOnUninstall).toBe(false);
    expect(config.electronFuses?.runAsNode).toBe(false);
  });
});
