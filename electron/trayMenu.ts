import type { MenuItemConstructorOptions } from 'electron';

export interface TrayMenuActions {
  openDashboard(): void;
  setKeepServing(keep: boolean): void;
  quit(): void;
}

/**
 * The tray menu: the way back to a hidden window, the venue's keep-serving choice, and a real Quit.
 * The LAN address is listed (disabled, for reading) so staff setting up a tablet can find it even with
 * the window hidden.
 */
export function trayMenuTemplate(
  state: { keepServingWhenClosed: boolean; lanUrls: readonly string[] },
  actions: TrayMenuActions,
): MenuItemConstructorOptions[] {
  return [
    { label: 'Open Doubletop', click: () => actions.openDashboard() },
    { type: 'separator' },
    ...state.lanUrls.map((url): MenuItemConstructorOptions => ({ label: `LAN: ${url}`, enabled: false })),
    ...(state.lanUrls.length > 0 ? [{ type: 'separator' } as const] : []),
    {
      label: 'Keep serving when the window is closed',
      type: 'checkbox',
      checked: state.keepServingWhenClosed,
      click: (item) => actions.setKeepServing(item.checked),
    },
    { type: 'separator' },
    { label: 'Quit Doubletop', click: () => actions.quit() },
  ];
}
