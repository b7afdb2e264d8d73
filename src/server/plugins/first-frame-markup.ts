/**
 * The booking page as the server draws it before any script runs: the header, the hero with its words, and
 * the booking widget's heading, tabs, region and route, in the same boxes (the same utility classes, so
 * the same built CSS) as SiteHeader, HeroSlideshow, BookingWidget, RegionSelector and LocationSelects.
 * Pure string building: the data and the words come in (see first-frame.ts).
 */

/** Lucide's drawings of the icons the frame shows (the same ones the components import from lucide-react). */
const ICONS = {
  'plane-takeoff':
    '<path d="M2 22h20"/><path d="M6.36 17.4 4 17l-2-4 1.1-.55a2 2 0 0 1 1.8 0l.17.1a2 2 0 0 0 1.8 0L8 12 5 6l.9-.45a2 2 0 0 1 2.09.2l4.02 3a2 2 0 0 0 2.1.2l4.19-2.06a2.41 2.41 0 0 1 1.73-.17L21 7a1.4 1.4 0 0 1 .87 1.99l-.38.76c-.23.46-.6.84-1.07 1.08L7.58 17.2a2 2 0 0 1-1.22.18Z"/>',
  'plane-landing':
    '<path d="M2 22h20"/><path d="M3.77 10.77 2 9l2-4.5 1.1.55c.55.28.9.84.9 1.45s.35 1.17.9 1.45L8 8.5l3-6 1.05.53a2 2 0 0 1 1.09 1.52l.72 5.4a2 2 0 0 0 1.09 1.52l4.4 2.2c.42.22.78.55 1.01.96l.6 1.03c.49.88-.06 1.98-1.06 2.1l-1.18.15c-.47.06-.95-.02-1.37-.24L4.29 11.15a2 2 0 0 1-.52-.38Z"/>',
  'map-pin': '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
  'chevron-down': '<path d="m6 9 6 6 6-6"/>',
  plane: '<path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z"/>',
  sparkles:
    '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"/><path d="M20 2v4"/><path d="M22 4h-4"/><circle cx="4" cy="20" r="2"/>',
  'graduation-cap':
    '<path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z"/><path d="M22 10v6"/><path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5"/>',
  star: '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>',
  languages: '<path d="m5 8 6 6"/><path d="m4 14 6-6 2-3"/><path d="M2 5h12"/><path d="M7 2h1"/><path d="m22 22-5-10-5 10"/><path d="M14 18h6"/>',
} as const;

/** The frame's last element: the page's first paint waits for it (page-boot-data.ts). */
export const FRAME_END_ID = 'first-frame-end';

export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const icon = (name: keyof typeof ICONS, className: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${className}" aria-hidden="true">${ICONS[name]}</svg>`;

/** The words the frame shows, already in the page's language. */
export interface FrameWords {
  productName: string;
  homeLink: string;
  languageName: string;
  heroRegion: string;
  heroBanner: string;
  heroFiveStars: string;
  heroTrusted: string;
  heading: string;
  tabsLabel: string;
  tabs: [flights: string, experiences: string, training: string];
  regionLabel: string;
  departureLabel: string;
  destinationLabel: string;
}

export interface FrameOption {
  value: string;
  label: string;
}

export interface FrameRoute {
  /** The regions a visitor can pick; one is shown as a label, several as a list (RegionSelector). */
  regions: FrameOption[];
  regionCode: string;
  regionIconUrl: string | null;
  /** The default route, or undefined where the address names another one (the app then draws it). */
  departure: FrameOption | undefined;
  destination: FrameOption | undefined;
}

export interface FrameContent {
  /** The `lang` of the words (en, zh-CN, hi). */
  lang: string;
  words: FrameWords;
  route: FrameRoute;
  heroImage: string | undefined;
}

const PLANE_MARK =
  '<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" class="size-8 shrink-0"><circle cx="16" cy="16" r="16" class="fill-primary"></circle>' +
  '<g transform="translate(6 6) scale(0.8333)" fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="stroke-primary-foreground">' +
  `${ICONS.plane}</g></svg>`;

function header(words: FrameWords): string {
  return (
    '<header class="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">' +
    '<div class="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-2 px-3 sm:h-16 sm:px-6">' +
    `<a href="/" aria-label="${escapeHtml(words.homeLink)}" class="min-w-0 rounded-md"><span class="inline-flex items-center gap-2 min-w-0">${PLANE_MARK}` +
    `<span class="text-base font-bold tracking-tight text-foreground sm:text-lg truncate max-[359px]:sr-only" data-words>${escapeHtml(words.productName)}</span></span></a>` +
    '<div class="flex shrink-0 items-center gap-2" aria-hidden="true"><div class="relative flex items-center">' +
    icon('languages', 'pointer-events-none absolute left-2.5 size-4 text-muted-foreground') +
    `<span class="inline-flex h-10 items-center rounded-md border border-input bg-card pl-8 pr-3 text-sm font-medium text-foreground" data-words>${escapeHtml(words.languageName)}</span></div>` +
    '<span class="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md border border-input bg-card px-2.5 text-sm font-medium text-foreground"></span>' +
    '</div></div></header>'
  );
}

function hero(words: FrameWords, heroImage: string | undefined): string {
  const image = heroImage
    ? `<img src="${escapeHtml(heroImage)}" alt="" width="1600" height="900" loading="eager" decoding="sync" fetchpriority="high" class="absolute inset-0 h-full w-full object-cover">`
    : '';
  const stars = [0, 1, 2, 3, 4].map(() => icon('star', 'size-4 fill-current text-amber-300')).join('');
  return (
    `<section aria-label="${escapeHtml(words.heroRegion)}" class="relative isolate w-full overflow-hidden bg-[#0b3a50] aspect-[16/9] max-h-[70vh] sm:aspect-[5/2] lg:aspect-[3/1] lg:max-h-[440px]">` +
    image +
    '<div aria-hidden="true" class="absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-black/10"></div>' +
    '<div class="absolute inset-x-0 bottom-0 mx-auto flex w-full max-w-5xl flex-col gap-1.5 px-3 pb-14 text-white sm:gap-2 sm:px-6 sm:pb-16">' +
    `<p class="text-2xl font-extrabold leading-tight tracking-tight drop-shadow-md sm:text-4xl lg:text-5xl" data-words>${escapeHtml(words.heroBanner)}</p>` +
    '<p class="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium drop-shadow sm:text-base" data-words>' +
    `<span role="img" aria-label="${escapeHtml(words.heroFiveStars)}" class="inline-flex items-center gap-0.5">${stars}</span>` +
    `<span>${escapeHtml(words.heroTrusted)}</span></p></div></section>`
  );
}

const TAB_CLASS =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md px-2 font-semibold text-muted-foreground transition-colors data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm flex-col py-2 text-xs sm:flex-row sm:text-sm';

function tabs(words: FrameWords): string {
  const icons = ['plane', 'sparkles', 'graduation-cap'] as const;
  // The middle label wraps on phones: centred and tight, as BookingWidget sets it.
  const items = words.tabs.map(
    (label, i) => `<span class="${TAB_CLASS}${i === 1 ? ' text-center leading-tight' : ''}" data-state="${i === 0 ? 'active' : 'inactive'}" data-words>${icon(icons[i]!, 'size-4')}${escapeHtml(label)}</span>`,
  );
  return `<div aria-label="${escapeHtml(words.tabsLabel)}" class="grid w-full grid-cols-3 gap-1 rounded-lg bg-muted p-1 h-auto">${items.join('')}</div>`;
}

const LABEL_CLASS = 'text-sm font-semibold leading-none flex items-center gap-1.5';
const SELECT_CLASS = 'h-11 w-full appearance-none rounded-md border border-input bg-card px-3 pr-9 text-base text-foreground disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm';

/**
 * A NativeSelect; its options carry the page's value, so the page reads the same with scripts off. Its label
 * names it only by `data-for`, not `for`: the frame is inert and hidden from assistive technology, and a label
 * lookup (a test's, an extension's) must find the app's control, never this one, while both are in the page.
 */
function select(id: string, name: string, options: FrameOption[], selected: string | undefined): string {
  const items = options.map((o) => `<option value="${escapeHtml(o.value)}"${o.value === selected ? ' selected' : ''}>${escapeHtml(o.label)}</option>`).join('');
  return `<div class="relative"><select id="${id}" name="${name}" class="${SELECT_CLASS}" data-route>${items}</select>${icon('chevron-down', 'pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground')}</div>`;
}

function regionField(words: FrameWords, route: FrameRoute): string {
  const many = route.regions.length > 1;
  const label = `<label${many ? ' data-for="first-frame-region"' : ''} class="${LABEL_CLASS}" data-words>${icon('map-pin', 'size-4 text-primary')}${escapeHtml(words.regionLabel)}</label>`;
  const iconImage = route.regionIconUrl
    ? `<img src="${escapeHtml(route.regionIconUrl)}" alt="" width="28" height="28" decoding="async" class="size-7 shrink-0 rounded object-contain">`
    : '';
  const shown = route.regions.find((r) => r.value === route.regionCode);
  const value = many
    ? `<div class="flex items-center gap-2">${iconImage}<div class="min-w-0 flex-1">${select('first-frame-region', 'region', route.regions, route.regionCode)}</div></div>`
    : `<p class="flex h-11 items-center gap-2 rounded-md border bg-muted/50 px-3 text-sm font-semibold" data-route>${iconImage}${escapeHtml(shown?.label ?? '')}</p>`;
  return `<div class="flex flex-col gap-2">${label}${value}</div>`;
}

function locationField(id: string, name: string, label: string, iconName: 'plane-takeoff' | 'plane-landing', option: FrameOption | undefined): string {
  return (
    `<div class="flex min-w-0 flex-col gap-2"><label data-for="${id}" class="${LABEL_CLASS}" data-words>${icon(iconName, 'size-4 text-primary')}${escapeHtml(label)}</label>` +
    `${select(id, name, option ? [option] : [], option?.value)}</div>`
  );
}

function widget(words: FrameWords, route: FrameRoute): string {
  return (
    '<main class="mx-auto w-full max-w-5xl flex-1 px-3 pb-10 sm:px-6">' +
    '<section aria-labelledby="first-frame-heading" class="relative z-10 -mt-2 rounded-xl border bg-card p-3 shadow-lg sm:p-6">' +
    `<h1 id="first-frame-heading" class="mb-4 text-xl font-bold tracking-tight sm:text-2xl" data-words>${escapeHtml(words.heading)}</h1>` +
    tabs(words) +
    '<div class="mt-5"><div class="flex flex-col gap-6">' +
    regionField(words, route) +
    '<div class="grid gap-4 sm:grid-cols-2">' +
    locationField('first-frame-departure', 'departure', words.departureLabel, 'plane-takeoff', route.departure) +
    locationField('first-frame-destination', 'destination', words.destinationLabel, 'plane-landing', route.destination) +
    '</div></div></div></section></main>'
  );
}

/**
 * The frame, `#first-frame`, before `#root`, is a picture of the page: hidden from assistive technology and
 * inert, so nothing is read twice, nothing chosen in it is lost, and the app's controls are the only ones.
 * React renders into the hidden #root and removes the frame once
 * the booking page has committed (src/web/lib/first-frame.ts), so nothing in between shows placeholders. Its words and
 * route hide themselves (the style below) when the page, by then, knows the visitor reads another language
 * or chose another region (public/theme-init.js marks both on <html> before the body is parsed).
 */
export function firstFrameMarkup({ lang, words, route, heroImage }: FrameContent): string {
  // While the frame stands, #root lies hidden at the top of the page, where the app's page will show: when
  // the frame goes, nothing that was laid out moves (a #root below the frame would move up a whole screen,
  // a layout shift of 1).
  const style =
    '<style>#first-frame~#root{position:absolute;inset:0 0 auto 0;visibility:hidden}' +
    `html:not([lang="${lang}"]) #first-frame [data-words]{visibility:hidden}` +
    `html[data-stored-region]:not([data-stored-region="${escapeHtml(route.regionCode)}"]) #first-frame [data-route]{visibility:hidden}</style>`;
  return (
    `${style}<div id="first-frame" lang="${lang}" aria-hidden="true" inert class="flex min-h-screen flex-col">` +
    header(words) +
    hero(words, heroImage) +
    widget(words, route) +
    `<span id="${FRAME_END_ID}"></span></div>`
  );
}
