import { describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_CSP,
  denyAllPermissions,
  isAppUrl,
  mainWindowOptions,
  navigationGuard,
  withContentSecurityPolicy,
} from './windowSecurity';

const APP = 'http://127.0.0.1:5000';
const PRELOAD = '/app/dist/electron/preload.cjs';

describe('front-desk window preferences follow the Electron security checklist', () => {
  const prefs = mainWindowOptions(PRELOAD).webPreferences ?? {};

  it.each([
    ['context isolation on', 'contextIsolation', true],
    ['renderer sandboxed', 'sandbox', true],
    ['no Node integration', 'nodeIntegration', false],
    ['no Node in workers', 'nodeIntegrationInWorker', false],
    ['no Node in sub-frames', 'nodeIntegrationInSubFrames', false],
    ['web security kept', 'webSecurity', true],
    ['no insecure content', 'allowRunningInsecureContent', false],
    ['no experimental features', 'experimentalFeatures', false],
    ['no <webview>', 'webviewTag', false],
  ] as const)('%s', (_rule, key, expected) => {
    expect(prefs[key]).toBe(expected);
  });

  it('loads only the bundled preload and enables no Blink features', () => {
    expect(prefs.preload).toBe(PRELOAD);
    expect(prefs.enableBlinkFeatures).toBeUndefined();
  });
});

describe('navigation stays on the app origin', () => {
  const guard = navigationGuard(APP, PRELOAD);
  const navigate = (url: string) => {
    const event = { url, preventDefault: vi.fn() };
    guard.onNavigate(event);
    return event.preventDefault.mock.calls.length > 0;
  };

  it.each([
    ['same origin page', `${APP}/dashboard`, false],
    ['another port on the same host', 'http://127.0.0.1:8080/', true],
    ['the LAN IP of the same machine', 'http://192.168.1.20:5000/', true],
    ['a web site', 'https://example.com/', true],
    ['a file URL', 'file:///etc/passwd', true],
    ['a javascript URL', 'javascript:alert(1)', true],
    ['garbage', 'not a url', true],
  ])('%s is blocked: %s → %s', (_what, url, blocked) => {
    expect(navigate(url)).toBe(blocked);
  });

  it('opens same-origin windows with the same locked-down preferences and denies the rest', () => {
    const allowed = guard.onWindowOpen({ url: `${APP}/tv/scoreboard` });
    expect(allowed.action).toBe('allow');
    if (allowed.action === 'allow') {
      expect(allowed.overrideBrowserWindowOptions.webPreferences?.sandbox).toBe(true);
      expect(allowed.overrideBrowserWindowOptions.webPreferences?.nodeIntegration).toBe(false);
    }
    expect(guard.onWindowOpen({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('refuses any <webview>', () => {
    const event = { preventDefault: vi.fn() };
    guard.onAttachWebview(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('treats a missing URL as foreign', () => {
    expect(isAppUrl(undefined, APP)).toBe(false);
  });
});

describe('permission requests are denied', () => {
  it('refuses requests and checks for any permission', () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | undefined;
    let check: ((c: unknown, p: string) => boolean) | undefined;
    denyAllPermissions({
      setPermissionRequestHandler: (h) => (request = h),
      setPermissionCheckHandler: (h) => (check = h),
    });
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      request?.(null, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(check?.(null, permission)).toBe(false);
    }
  });
});

describe('content security policy fallback', () => {
  it('adds the fallback policy when the response has none', () => {
    expect(withContentSecurityPolicy({ 'Content-Type': ['text/html'] })['Content-Security-Policy']).toEqual([
      FALLBACK_CSP,
    ]);
  });

  it("keeps the server's own policy untouched, whatever its header case", () => {
    const headers = withContentSecurityPolicy({ 'content-security-policy': ["default-src 'none'"] });
    expect(headers['content-security-policy']).toEqual(["default-src 'none'"]);
    expect(headers['Content-Security-Policy']).toBeUndefined();
  });

  it('forbids inline and remote scripts', () => {
    expect(FALLBACK_CSP).toContain("script-src 'self'");
    expect(FALLBACK_CSP).not.toContain('unsafe-eval');
  });
});
