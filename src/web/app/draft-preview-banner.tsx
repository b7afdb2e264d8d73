import { useEffect, useState } from 'react';
import { DraftPreviewNotice } from '../components/draft-preview-notice';
import english from '../locales/en/page-light-widget.json';

type Messages = typeof english;

// The banner's words are the light widget's strings, which hold them for both. Read here, in the banner's own
// chunk, in the page's language (set on <html> by lib/i18n), so that `/` carries nothing for a preview.
const TRANSLATIONS = import.meta.glob<{ default: Partial<Messages> }>(['../locales/zh/page-light-widget.json', '../locales/hi/page-light-widget.json']);

/** The main site's preview banner (docs/decisions/0044), loaded only while a draft region is shown. */
export default function DraftPreviewBanner({ regionName }: { regionName: string }) {
  const [messages, setMessages] = useState<Messages>(english);
  useEffect(() => {
    const load = TRANSLATIONS[`../locales/${document.documentElement.lang.slice(0, 2)}/page-light-widget.json`];
    if (load) void load().then((module) => setMessages({ ...english, ...module.default }));
  }, []);
  const words = { title: messages.previewTitle, draft: messages.previewDraft.replace('{{region}}', regionName), leave: messages.previewLeave };
  return <DraftPreviewNotice className="sticky top-0 z-50 justify-center" words={words} />;
}
