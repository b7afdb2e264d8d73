import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The routes that have a title of their own (text in locales/{lang}/common.json, `titles`). */
export type PageTitleKey = 'home' | 'widget' | 'mandarin' | 'experiences' | 'embed' | 'designTest' | 'admin' | 'notFound';

/**
 * The tab's title for this route, in the visitor's language: every route names itself (a bookmark, the
 * tab strip and a screen reader's page announcement then say where the visitor is).
 */
export function usePageTitle(key: PageTitleKey | undefined) {
  const { t } = useTranslation('common');
  const title = key ? t(`titles.${key}`) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
