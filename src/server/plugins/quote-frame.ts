import type { Language } from '../../domain/language-codes';
import { buildWordsIn, htmlLang } from './first-frame';
import { escapeHtml, icon } from './first-frame-markup';

/** What the server knows of the quote a link opens, when it opens one. */
export interface FrameQuote {
  reference: string;
}

/**
 * A quote's page as the server draws it before any script runs (src/web/quote.html): the light header and the
 * heading in the quote's language, with the page's title, in the same boxes as QuoteHeader and QuotePage (the
 * same utility classes, so src/web/quote.css styles them). React's first render replaces it. Without the
 * build's words the page is sent as built.
 */
export function quoteFrameHtml(html: string, distDir: string, language: Language, quote: FrameQuote | undefined): string {
  const w = buildWordsIn(distDir, language);
  if (!w) return html;
  const title = quote ? w('page-quote', 'title').replace(/\{\{\s*reference\s*\}\}/g, quote.reference) : `${w('page-quote', 'heading')} – ${w('chrome', 'productName')}`;
  const markup =
    '<div class="flex min-h-screen flex-col"><header class="border-b border-border bg-card"><div class="mx-auto flex w-full max-w-2xl items-center justify-between gap-4 px-4 py-3">' +
    `<a href="/" class="flex items-center gap-2 font-bold" aria-label="${escapeHtml(w('chrome', 'homeLink'))}">${icon('plane', 'size-5 text-primary')}${escapeHtml(w('chrome', 'productName'))}</a></div></header>` +
    '<main id="main" class="mx-auto grid w-full max-w-2xl flex-1 content-start gap-6 px-4 py-8">' +
    `<h1 class="text-2xl font-bold">${escapeHtml(w('page-quote', 'heading'))}</h1><p role="status" class="text-muted-foreground">${escapeHtml(w('page-quote', 'loading'))}</p></main></div>`;
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang(language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}
