import { once } from 'node:events';
import { RestoreBody, type RestoreAnswer } from '../../../shared/api/ops';
import type { AppContext, ServerOps } from '../../context';
import { listBackups } from '../../db/backup';
import { asideName, RestoreRefused, stageBackup } from '../../db/restore';
import { healthReport } from '../../services/health';
import { badRequest, conflict, DomainError, notFound } from '../errors';
import { defineRoute, type Route } from '../route';

function opsOf(ctx: AppContext): ServerOps {
  if (!ctx.ops) throw new DomainError(503, 'INTERNAL', 'Operations are not available on this server');
  return ctx.ops;
}

/**
 * Operations: the health check (LAN door, no sign-in, nothing personal: monitoring and the Settings page
 * read it), the backups staff can list and take, and the restore only an admin may start.
 */
export function opsRoutes(): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/healthz',
      access: 'lan',
      handle: ({ ctx, res }) => {
        const report = healthReport(ctx, opsOf(ctx));
        // Failing answers 503 so an uptime monitor needs no JSON parsing to raise the alarm.
        res.status(report.status === 'failing' ? 503 : 200).json(report);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/backups',
      access: 'staff',
      handle: ({ ctx }) => opsOf(ctx).backups.list(ctx.db),
    }),
    defineRoute({
      method: 'post',
      path: '/api/backups',
      access: 'staff',
      status: 201,
      handle: async ({ ctx }) => {
        const ops = opsOf(ctx);
        await ops.backups.backUp(ctx.db);
        return ops.backups.list(ctx.db);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/backups/restore',
      // Replaces every booking, game and setting with an older copy: the owner's decision (issue 18).
      access: 'admin',
      refusal: 'Only an admin can restore a backup.',
      body: RestoreBody,
      status: 202,
      handle: ({ ctx, body, res }): RestoreAnswer => {
        const ops = opsOf(ctx);
        if (ops.restoring()) throw conflict('A restore is already under way');
        const backup = listBackups(ops.dataDir).find((b) => b.name === body.name);
        if (!backup) throw notFound(`There is no backup named ${body.name}`);
        let staged: string;
        try {
          staged = stageBackup(backup.path, ops.dataDir);
        } catch (err) {
          if (err instanceof RestoreRefused) throw badRequest(err.message, 'BACKUP_REFUSED');
          throw err;
        }
        const keptAs = asideName(ctx.now());
        void ops.restartOn(staged, keptAs, once(res, 'close'));
        return {
          message: `Restoring ${body.name}. Doubletop restarts on it in a moment; the current database is kept as ${keptAs}.`,
          keptAs,
        };
      },
    }),
  ];
}
