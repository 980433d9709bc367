import { PeriodKind, type PeriodAsked } from '../../shared/group/periods';
import { useT } from '../../renderer/i18n/I18nProvider';
import { periodOfKind, stepPeriod, today } from './period';

/**
 * Which period the figures and charts are of: a day, week, month or year holding a date, or a custom range;
 * earlier and later step by one period. Each venue counts the same calendar days on its own clock.
 */
export function PeriodSwitch({
  asked,
  onChange,
}: {
  asked: PeriodAsked;
  onChange: (next: PeriodAsked) => void;
}) {
  const t = useT();
  const anchor = asked.kind === 'custom' ? asked.to : asked.date;
  return (
    <div className="period-switch">
      <fieldset className="kinds">
        <legend className="visually-hidden">{t('hub.period.legend')}</legend>
        {PeriodKind.options.map((kind) => (
          <label key={kind} className={asked.kind === kind ? 'kind chosen' : 'kind'}>
            <input
              type="radio"
              name="period-kind"
              value={kind}
              checked={asked.kind === kind}
              onChange={() => onChange(periodOfKind(kind, anchor))}
            />
            {t('hub.period.kind', { kind })}
          </label>
        ))}
      </fieldset>
      <div className="period-dates">
        <button type="button" onClick={() => onChange(stepPeriod(asked, -1))}>
          {t('hub.period.earlier')}
        </button>
        {asked.kind === 'custom' ? (
          <>
            <label>
              {t('hub.period.from')}
              <input
                type="date"
                value={asked.from}
                max={asked.to}
                onChange={(e) => e.target.value && onChange({ ...asked, from: e.target.value })}
              />
            </label>
            <label>
              {t('hub.period.to')}
              <input
                type="date"
                value={asked.to}
                min={asked.from}
                onChange={(e) => e.target.value && onChange({ ...asked, to: e.target.value })}
              />
            </label>
          </>
        ) : (
          <label>
            {t('hub.period.date')}
            <input
              type="date"
              value={asked.date}
              onChange={(e) => e.target.value && onChange({ kind: asked.kind, date: e.target.value })}
            />
          </label>
        )}
        <button type="button" onClick={() => onChange(stepPeriod(asked, 1))}>
          {t('hub.period.later')}
        </button>
        <button type="button" onClick={() => onChange(periodOfKind(asked.kind, today()))}>
          {t('hub.period.today')}
        </button>
      </div>
    </div>
  );
}
