import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../shared/i18n/languages';
import { useChooseLanguage, useLanguage, useT } from './I18nProvider';
import './languageSwitch.css';

/**
 * The visible language switch: each language named in itself, so a reader of any of them finds their own.
 * Shown only where the language is the person's to choose (the booking page); elsewhere it renders nothing.
 */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const choose = useChooseLanguage();
  if (!choose) return null;
  return (
    <label className="language-switch">
      <span>{t('common.language')}</span>
      <select
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) choose(e.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
