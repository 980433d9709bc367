import { TextField } from '../../components/kit/Field';

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
  return (
    <section className="card settings-section" aria-labelledby="backup-copy-heading">
      <h2 id="backup-copy-heading">Backup Copies</h2>
      <TextField
        label="Second backup folder"
        placeholder="e.g. E:\Doubletop backups or \\nas\darts"
        value={value}
        readOnly={readOnly}
        problem={problem}
        onChange={onChange}
      />
      <p className="muted">
        A USB stick or a network share on this PC. Every backup is also copied there, keeping the newest 8.
        Leave it empty for no copies.
      </p>
      {readOnly ? <p className="muted">Only an admin can change where backups are copied.</p> : null}
    </section>
  );
}
