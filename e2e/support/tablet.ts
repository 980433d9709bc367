import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pairTablet } from '../../lan-server/test/pairingFixtures';
import type { TestServer } from '../../lan-server/test/harness';

/** The lane tablets' screen sizes: 10-inch tablets in landscape and portrait, and 8-inch ones. */
export const TABLET_SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 800, height: 1280 },
] as const;

/**
 * A touch-screen browser the size of a lane tablet, paired to `laneId` as staff pair one (a device cookie,
 * no staff session, so no sign-in toast over the board).
 */
export async function pairedTablet(
  browser: Browser,
  t: TestServer,
  staffCookie: string,
  laneId: number,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const { cookie } = await pairTablet(t, staffCookie, laneId);
  const [name, ...value] = cookie.split('=');
  const context = await browser.newContext({ viewport, hasTouch: true, isMobile: false });
  await context.addCookies([{ name: name ?? '', value: value.join('='), url: t.server.lanUrl }]);
  const page = await context.newPage();
  return { context, page };
}
