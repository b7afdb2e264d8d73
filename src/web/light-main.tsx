import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LightDemoPage, LightEmbedPage, LightPage } from './features/light-widget';
import './light.css';

/** The light widget's own entry (SPEC §2 /light, /light-widget-demo, /light-widget-embed): React and nothing else. */
const PAGES = { '/light': LightPage, '/light-widget-demo': LightDemoPage, '/light-widget-embed': LightEmbedPage } as const;
const path = window.location.pathname.replace(/\/+$/, '') as keyof typeof PAGES;
const Page = PAGES[path] ?? LightPage;
if (path === '/light-widget-demo') document.title = 'Light Booking Widget Demo';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
