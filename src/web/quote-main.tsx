import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQuoteText, loadQuoteMessages, QuoteApp, quoteQuery, startLanguage } from './features/quote-page';
import { createQueryClient } from './lib/query-client';
import './quote.css';

/**
 * The quote page's own entry (docs/product.md §10.2, /quotes/<token>): React, the data cache and the page,
 * without the site's router and i18next. The server has already drawn the header and the heading in the
 * quote's language (src/server/plugins/quote-frame.ts); the quote and the visitor's strings load side by side.
 */
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const language = startLanguage();
const queryClient = createQueryClient();
void queryClient.prefetchQuery(quoteQuery(token));

void loadQuoteMessages(language).then((messages) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <QuoteApp token={token} initial={createQuoteText(language, messages)} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
