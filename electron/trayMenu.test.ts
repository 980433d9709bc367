import type { MenuItem } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { trayMenuTemplate } from './trayMenu';

function menu(keepServingWhenClosed: boolean, lanUrls: string[] = []) {
  const actions = { openDashboard: vi.fn(), setKeepServing: vi.fn(), quit: vi.fn() };
  const items = trayMenuTemplate({ keepServingWhenClosed, lanUrls }, actions);
  const byLabel = (label: RegExp) => {
    const item = items.find((i) => i.label && label.test(i.label));
    if (!item) throw new Error(`no item ${label}`);
    return item;
  };
  return { items, actions, byLabel };
}

describe('tray menu', () => {
  it('shows the venue’s keep-serving choice and lets staff change it', () => {
    const { byLabel, actions } = menu(false);
    const toggle = byLabel(/Keep serving/);
    expect(toggle.type).toBe('checkbox');
    expect(toggle.checked).toBe(false);
    // Electron flips `checked` on the item before calling click.
    toggle.click?.({ checked: true } as MenuItem, undefined, {} as never);
    expect(actions.setKeepServing).toHaveBeenCalledWith(true);
    expect(menu(true).byLabel(/Keep serving/).checked).toBe(true);
  });

  it('always offers a way back to the window and a real quit', () => {
    const { byLabel, actions } = menu(true);
    byLabel(/Open Doubletop/).click?.({} as MenuItem, undefined, {} as never);
    byLabel(/Quit/).click?.({} as MenuItem, undefined, {} as never);
    expect(actions.openDashboard).toHaveBeenCalledTimes(1);
    expect(actions.quit).toHaveBeenCalledTimes(1);
  });

  it('lists the LAN addresses for reading, not clicking', () => {
    const { byLabel } = menu(false, ['http://192.168.1.20:5000']);
    expect(byLabel(/192\.168\.1\.20/).enabled).toBe(false);
  });
});
