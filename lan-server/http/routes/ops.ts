import { implement, withStatus } from '../implement';
import { opsEndpoints as opsApi } from '../../../shared/api/ops';
import { once } from 'node:events';
import { healthReport } from '../../services/health';
import { startRestore } from '../../services/restore';
import { type Route } from '../route';

/**
 * Operations: the health check (LAN door, no sign-in, nothing personal: monitoring and the Settings page
 * read it), the backups staff can list and take, and the restore only an admin may start.
 */
export function opsRoutes(): Route[] {
  return [
    implement(opsApi.health, ({ ctx }) => {
      const report = healthReport(ctx);
      // Failing answers 503 so an uptime monitor needs no JSON parsing to raise the alarm.
      return withStatus(report.status === 'failing' ? 503 : 200, report);
    }),
    implement(opsApi.backups, ({ ctx }) => ctx.ops.backups.list(ctx.db)),
    implement(opsApi.backUp, async ({ ctx }) => {
      await ctx.ops.backups.backUp(ctx.db);
      return ctx.ops.backups.list(ctx.db);
    }),
    // Replaces every booking, game and setting with an older copy: the owner's decision.
    implement(opsApi.restore, ({ ctx, body, res }) => startRestore(ctx, body.name, once(res, 'close'))),
  ];
}
