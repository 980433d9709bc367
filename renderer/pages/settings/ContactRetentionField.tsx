import { Field } from '../../components/kit/Field';
import { useT } from '../../i18n/I18nProvider';
import { MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from '../../../shared/privacy/retention';

/**
 * How long a booking keeps its customer's name, phone and e-mail (UK GDPR storage limitation;
 * docs/privacy.md#data-retention-and-customers-personal-data). Part of the settings form, saved with Save
 * Settings; the privacy tools sit in PrivacySection. Only an admin changes it; staff see it.
 */
export function ContactRetentionField({
  months,
  readOnly,
  problem,
  onChange,
}: {
  months: number | undefined;
  readOnly: boolean;
  problem?: string;
  onChange: (months: number) => void;
}) {
  const t = useT();
  return (
    <section className="card settings-section" aria-labelledby="retention-heading">
      <h2 id="retention-heading">{t('staff.retention.heading')}</h2>
      <Field label={t('staff.retention.label')} problem={problem}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            className="input"
            type="number"
            min={MIN_RETENTION_MONTHS}
            max={MAX_RETENTION_MONTHS}
            step={1}
            value={Number.isFinite(months) ? months : ''}
            readOnly={readOnly}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => onChange(e.target.valueAsNumber)}
          />
        )}
      </Field>
      <p className="muted">{t('staff.retention.note')}</p>
      {readOnly ? <p className="muted">{t('staff.retention.adminOnly')}</p> : null}
    </section>
  );
}
