import type { RestoreAnswer } from '../../shared/api/ops';
import type { AppContext } from '../context';
import { listBackups } from '../db/backup';
import { asideName, RestoreRefused, stageBackup } from '../db/restore';
import { badRequest, conflict, notFound } from './domainError';

/**
 * Restores a backup (an admin's decision): checks and stages the named backup, then has the server close
 * both doors, put it in place with the current database kept aside, and open again — once `answered`
 * settles, so the admin's request gets its answer before the doors close. A second restore while one is
 * under way is refused.
 */
export function startRestore(ctx: AppContext, name: string, answered: Promise<unknown>): RestoreAnswer {
  const { ops } = ctx;
  if (ops.restoring()) throw conflict('A restore is already under way');
  const backup = listBackups(ops.dataDir).find((b) => b.name === name);
  if (!backup) throw notFound(`There is no backup named ${name}`);
  let staged: string;
  try {
    staged = stageBackup(backup.path, ops.dataDir);
  } catch (err) {
    if (err instanceof RestoreRefused) throw badRequest(err.message, 'BACKUP_REFUSED');
    throw err;
  }
  const keptAs = asideName(ctx.now());
  void ops.restartOn(staged, keptAs, answered);
  return {
    message: `Restoring ${name}. Doubletop restarts on it in a moment; the current database is kept as ${keptAs}.`,
    keptAs,
  };
}
