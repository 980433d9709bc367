import { useQuery } from '@tanstack/react-query';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../shared/i18n/languages';
import { errorMessage } from '../api/errors';
import { settingsQueries } from '../api/queries/settings';
import { useT } from '../i18n/I18nProvider';
import { useAuth } from '../stores/auth';
import { toast } from '../stores/toasts';

/**
 * The signed-in staff member's own language, in the header: the venue's (Settings → Language) or one of
 * their own, each language named in itself. It is saved with their account, so it follows them to any desk,
 * and changes only what they see (docs/i18n.md).
 */
export function OwnLanguage() {
  const t = useT();
  const own = useAuth((s) => s.language);
  const choose = useAuth((s) => s.chooseLanguage);
  const venue = useQuery(settingsQueries.get()).data?.language;
  return (
    <select
      className="input own-language"
      aria-label={t('staff.header.myLanguage')}
      value={own ?? ''}
      onChange={(e) => {
        const value = e.target.value;
        choose(isLanguage(value) ? value : null).catch((err: unknown) =>
          toast({
            title: t('staff.header.languageFailed'),
            description: errorMessage(err, t('staff.header.languageFailed')),
            variant: 'destructive',
          }),
        );
      }}
    >
      <option value="">{t('staff.header.venueLanguage', { language: LANGUAGE_NAMES[venue ?? 'en'] })}</option>
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
