import type { Params } from '../../../shared/i18n/catalogue';
import type { StaffKey } from '../../../shared/i18n/keys';
import { HEALTH_COUNT_CAP } from '../../../shared/ops/health';
import type { Words } from '../../i18n/words';

/**
 * The health check's problems (shared/ops/health.ts words them in English, for the health endpoint and its
 * monitors) in the staff app's language: each sentence is matched back to the check it states, with its
 * figures and, where it has one, the system's own reason kept as it came. A sentence this does not know is
 * shown as it came.
 */
const RULES: readonly { pattern: RegExp; key: StaffKey; params?: (m: RegExpExecArray) => Params }[] = [
  { pattern: /^The database cannot be written\.$/, key: 'staff.health.dbReadOnly' },
  {
    pattern: /^The database cannot be written: (.+)\.$/s,
    key: 'staff.health.dbReadOnlyWhy',
    params: (m) => ({ detail: m[1] ?? '' }),
  },
  {
    pattern: /^Only (\d+) MB of disk space is left\.$/,
    key: 'staff.health.diskFailing',
    params: (m) => ({ mb: m[1] ?? '' }),
  },
  {
    pattern: /^Disk space is running low: (\d+) MB free\.$/,
    key: 'staff.health.diskLow',
    params: (m) => ({ mb: m[1] ?? '' }),
  },
  { pattern: /^No backup has been taken yet\.$/, key: 'staff.health.noBackup' },
  {
    pattern: /^The last backup is (\d+) hours old\.$/,
    key: 'staff.health.backupOld',
    params: (m) => ({ hours: m[1] ?? '' }),
  },
  {
    pattern: /^The last backup could not be copied to the second folder: (.+)$/s,
    key: 'staff.health.copyFailed',
    params: (m) => ({ detail: m[1] ?? '' }),
  },
  {
    pattern: /^(\d+)( or more)? e-mails? could not be sent \(see Settings → E-mail\)\.$/,
    key: 'staff.health.mailFailed',
    params: (m) => ({ capped: m[2] ? 'yes' : 'no', count: m[2] ? HEALTH_COUNT_CAP : Number(m[1]) }),
  },
  {
    pattern: /^E-mails have been waiting (\d+) hours to be sent\.$/,
    key: 'staff.health.mailWaiting',
    params: (m) => ({ hours: m[1] ?? '' }),
  },
];

export function healthProblemText({ t }: Pick<Words, 't'>, problem: string): string {
  for (const rule of RULES) {
    const m = rule.pattern.exec(problem);
    if (m) return t(rule.key, rule.params?.(m));
  }
  return problem;
}
