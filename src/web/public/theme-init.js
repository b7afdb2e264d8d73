// Applies the stored theme before the first paint (no flash of the wrong theme). Mirrors lib/theme.tsx.
// It also marks on <html> the language the app will start in (lib/i18n.ts initialLanguage: the address's
// lang, then the twin pages' Chinese, then the stored choice) and the region the visitor chose before, so
// the server's first frame hides the words or route it drew for someone else (server first-frame-markup.ts).
(function () {
  var root = document.documentElement;
  function applyTheme() {
    var pref = localStorage.getItem('theme') || 'system';
    var hour = new Date().getHours();
    var dark = pref === 'dark' || (pref === 'system' && (hour >= 19 || hour < 7));
    if (location.pathname.indexOf('/admin') === 0) dark = false;
    root.classList.toggle('dark', dark);
  }
  function known(lang) {
    return lang === 'en' || lang === 'zh' || lang === 'hi';
  }
  function startLanguage(params) {
    var fromAddress = params.get('lang');
    if (known(fromAddress)) return fromAddress;
    var path = location.pathname.replace(/\/+$/, '') || '/';
    var twin = path === '/mandarin' || path === '/digital-twin';
    if (twin && localStorage.getItem('mandarin-language-chosen') !== '1') return 'zh';
    return localStorage.getItem('bookingWidgetLanguage');
  }
  try {
    applyTheme();
    var params = new URLSearchParams(location.search);
    var lang = startLanguage(params);
    if (known(lang)) root.lang = lang === 'zh' ? 'zh-CN' : lang;
    var region = localStorage.getItem('preferred-region');
    if (region && !params.get('region')) root.setAttribute('data-stored-region', region);
  } catch {
    // storage unavailable: keep the defaults
  }
})();
