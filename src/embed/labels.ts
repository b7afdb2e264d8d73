import type { EmbedType, WidgetLanguage } from './options';

/** The few words the loader writes itself (button text, frame titles), in the page's language. */
const LABELS: Record<WidgetLanguage, Record<EmbedType, string>> = {
  en: { full: 'Charter flight booking', light: 'Charter flight route selector', popup: 'Book a charter flight', 'light-popup': 'Choose your flight' },
  zh: { full: '包机航班预订', light: '包机航线选择', popup: '预订包机航班', 'light-popup': '选择您的航班' },
  hi: { full: 'चार्टर उड़ान बुकिंग', light: 'चार्टर उड़ान मार्ग चयन', popup: 'चार्टर उड़ान बुक करें', 'light-popup': 'अपनी उड़ान चुनें' },
};

/** A frame's title or a button's text; `data-label` overrides a button's text. */
export function embedLabel(type: EmbedType, lang: WidgetLanguage | undefined): string {
  return LABELS[lang ?? 'en'][type];
}
