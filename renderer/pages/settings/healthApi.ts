import type { HealthReport } from '../../../shared/api/ops';
import { opsEndpoints } from '../../../shared/api/ops';
import { call } from '../../api/call';

/** GET /healthz: a failing box answers 503 with the same report, and that report is what the page shows. */
export function fetchHealth(): Promise<HealthReport> {
  return call(opsEndpoints.health);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a restore was accepted: the server closes its doors a moment after answering and reopens on the
 * backup. Waits out the closing, then asks until it answers again (at most a minute).
 */
export async function waitForServerBack(): Promise<void> {
  await pause(1500);
  for (let i = 0; i < 60; i++) {
    try {
      await fetchHealth();
      return;
    } catch {
      await pause(1000);
    }
  }
}
