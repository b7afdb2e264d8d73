// Applies the stored theme before the first paint (no flash of the wrong theme). Mirrors lib/theme.tsx.
// It also marks on <html> the language the app will start in (lib/i18n.ts initialLanguage: the address's
// lang, then the twin pages' Chinese, then the stored choice) and the region the visitor chose before, so
// the server's first frame hides the words or route it drew for someone else (server first-frame-markup.ts).
// scripts/build.mjs minifies it.
(function () {
  var root = document.documentElement;
  var params = new URLSearchParams(location.search);
  var path = location.pathname;
  // A partner's widget may pin its theme (embed.js data-theme; 'auto' keeps the visitor's own) and name an
  // accent colour: marked on <html> for the app (lib/partner-look.ts), which checks the colour itself. First,
  // and outside the storage block: a partner's frame of another origin often may not read storage.
  var pinned = path.replace(/\/+$/, '') === '/widget' && partnerLook(root, params);
  try {
    var pref = localStorage.getItem('theme') || 'system';
    var hour = new Date().getHours();
    var dark = pref === 'dark' || (pref === 'system' && (hour >= 19 || hour < 7));
    if (!pinned) root.classList.toggle('dark', dark && path.indexOf('/admin') !== 0);
    var lang = startLanguage(params, path);
    if (lang) root.lang = lang === 'zh' ? 'zh-CN' : lang;
    var region = localStorage.getItem('preferred-region');
    if (region && !params.get('region')) root.setAttribute('data-stored-region', region);
  } catch {
    // storage unavailable: keep the defaults
  }

  /** The language the app starts in: the address's, the twin pages' Chinese, else the stored choice. */
  function startLanguage(params, path) {
    var lang = params.get('lang');
    var twin = /^\/(mandarin|digital-twin)\/*$/.test(path) && localStorage.getItem('mandarin-language-chosen') !== '1';
    if (!/^(en|zh|hi)$/.test(lang)) lang = twin ? 'zh' : localStorage.getItem('bookingWidgetLanguage');
    return /^(en|zh|hi)$/.test(lang) ? lang : undefined;
  }

  /** Marks the partner's theme and accent; answers whether the theme is pinned. */
  function partnerLook(root, params) {
    var theme = (params.get('theme') || '').trim().toLowerCase();
    if (params.get('accent')) root.setAttribute('data-partner-accent', params.get('accent'));
    if (theme !== 'light' && theme !== 'dark') return false;
    root.setAttribute('data-partner-theme', theme);
    root.classList.toggle('dark', theme === 'dark');
    return true;
  }
})();
