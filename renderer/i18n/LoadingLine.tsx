import { useT } from './I18nProvider';

/** 'Loading...' in the screen's language, while a lazy screen arrives. */
export function LoadingLine() {
  const t = useT();
  return <p className="page-loading">{t('common.loading')}</p>;
}
