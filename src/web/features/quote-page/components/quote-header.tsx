import { LightPageHeader } from '../../../components/layout/light-page-header';
import { useQuoteText } from '../hooks/use-quote-text';

/** The page's light header, as on a request's page: the site's name (home) and the language picker. */
export function QuoteHeader() {
  const { chrome, language, switchTo } = useQuoteText();
  return (
    <LightPageHeader
      home={(content, props) => (
        <a href="/" {...props}>
          {content}
        </a>
      )}
      words={{ productName: chrome('productName'), homeLink: chrome('homeLink'), language: chrome('language'), languageName: (option) => chrome(`languageNames.${option}`) }}
      language={language}
      onLanguage={(option) => switchTo(option, true)}
    />
  );
}
