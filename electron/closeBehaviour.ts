/**
 * What closing the window and quitting the app mean at the front desk.
 *
 * The lane tablets, the TV and the booking page all talk to the server inside this app, so closing the window
 * could take the whole venue offline. Closing keeps serving only if the venue chose so
 * (docs/front-desk-app.md#what-the-app-does). Default: closing the window quits (what every desktop user
 * expects from the X button); with "Keep serving when the window is closed" ticked in the tray menu, the
 * window hides and the tray icon stays as the way back and the way to quit.
 */

export interface CloseEvent {
  preventDefault(): void;
}

export interface HideableWindow {
  hide(): void;
}

/**
 * Handler for the window's 'close' event. `isQuitting` is true once a real quit began (tray Quit, OS
 * shutdown, second close of the last window), in which case the window must really close.
 */
export function windowCloseHandler(
  window: HideableWindow,
  keepServing: () => boolean,
  isQuitting: () => boolean,
): (event: CloseEvent) => void {
  return (event) => {
    if (isQuitting() || !keepServing()) return;
    event.preventDefault();
    window.hide();
  };
}

/**
 * Handler for `before-quit`: holds the quit until the server has closed (sockets told, database closed),
 * then quits for real. Electron does not await async listeners, so the first quit is cancelled and a second
 * `quit()` is issued once the close finished — that second one passes straight through. A server that fails
 * to close must not trap the venue in an app that cannot quit, so errors are reported and the quit proceeds.
 */
export function quitCoordinator(
  stopServer: () => Promise<void>,
  quit: () => void,
  reportError: (error: unknown) => void,
): { onBeforeQuit(event: CloseEvent): void; isQuitting(): boolean } {
  let phase: 'running' | 'closing' | 'closed' = 'running';
  return {
    onBeforeQuit(event) {
      if (phase === 'closed') return;
      event.preventDefault();
      if (phase === 'closing') return;
      phase = 'closing';
      stopServer()
        .catch(reportError)
        .finally(() => {
          phase = 'closed';
          quit();
        });
    },
    isQuitting() {
      return phase !== 'running';
    },
  };
}
