import { TextField } from '../../components/kit/Field';
import { useT } from '../../i18n/I18nProvider';

/**
 * The owner's second backup folder (docs/operations.md#backups-and-copies-to-a-second-folder), the last
 * section of the settings form and saved with it. The server copies every backup there and keeps the newest
 * few; the folder must exist (a missing one is reported under Backups, never created), so an unplugged stick
 * shows up instead of filling the PC's disk. Only an admin changes it (a copy of every customer's data goes
 * there); staff see it.
 */
export function BackupCopySection({
  value,
  readOnly,
  problem,
  onChange,
}: {
  value: string;
  readOnly: boolean;
  problem?: string;
  onChange: (folder: string) => void;
}) {
  const t = useT();
  return (
    <section className="card settings-section" aria-labelledby="backup-copy-heading">
      <h2 id="backup-copy-heading">{t('staff.backupCopy.heading')}</h2>
      <TextField
        label={t('staff.backupCopy.folder')}
        placeholder={t('staff.backupCopy.placeholder')}
        value={value}
        readOnly={readOnly}
        problem={problem}
        onChange={onChange}
      />
      <p className="muted">{t('staff.backupCopy.note')}</p>
      {readOnly ? <p className="muted">{t('staff.backupCopy.adminOnly')}</p> : null}
    </section>
  );
}
