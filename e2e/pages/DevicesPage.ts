import type { Page } from 'playwright-core';

/** The staff Devices panel and the tablet's /pair/:code page. */
export class DevicesPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'Devices', exact: true });
  }

  /** Presses 'Pair tablet' next to a lane and returns the code the dialog shows. */
  async pairLane(laneLabel: string): Promise<string> {
    await this.page
      .getByRole('listitem')
      .filter({ hasText: laneLabel })
      .getByRole('button', { name: 'Pair tablet' })
      .click();
    const code = this.page.getByLabel('Pairing code');
    await code.waitFor();
    return (await code.innerText()).replace(/\s/g, '');
  }

  qrImage(name: string) {
    return this.page.getByRole('img', { name });
  }

  pairedTablet(text: string) {
    return this.page.locator('.devices-list li').filter({ hasText: text });
  }
}
