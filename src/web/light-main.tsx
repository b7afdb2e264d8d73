import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { storage, STORAGE_KEYS } from './lib/storage';
import { createLightText, LightDemoPage, LightEmbedPage, LightPage, LightTextContext, loadLightMessages, prefetchBookingOptions, readLightSettings } from './features/light-widget';
import './light.css';

/**
 * The light widget's own entry (docs/product.md §2.1 /light, /light-widget-demo, /light-widget-embed): React and
 * nothing else.
 */
const PAGES = { '/light': LightPage, '/light-widget-demo': LightDemoPage, '/light-widget-embed': LightEmbedPage } as const;
const path = window.location.pathname.replace(/\/+$/, '') as keyof typeof PAGES;
const Page = PAGES[path] ?? LightPage;

// ?region= and ?lang= (embed.js data-region, data-lang) for this visit, else what the visitor chose on the site.
const settings = readLightSettings(window.location.search, { region: storage.get(STORAGE_KEYS.region), language: storage.get(STORAGE_KEYS.language) });
// The lists load while the visitor's strings do (one small chunk, for zh and hi only).
prefetchBookingOptions();

void loadLightMessages(settings.language).then((messages) => {
  const text = createLightText(settings.language, messages);
  document.documentElement.lang = settings.language === 'zh' ? 'zh-CN' : settings.language;
  document.title = text.t(path === '/light-widget-demo' ? 'demoTitle' : 'pageTitle');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LightTextContext.Provider value={text}>
        <Page settings={settings} />
      </LightTextContext.Provider>
    </StrictMode>,
  );
});
