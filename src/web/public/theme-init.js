// Applies the stored theme before the first paint (no flash of the wrong theme). Mirrors lib/theme.tsx.
// It also marks on <html> the language the app will start in (lib/i18n.ts initialLanguage: the address's
// lang, then the twin pages' Chinese, then the stored choice) and the region the visitor chose before, so
// the server's first frame hides the words or route it drew for someone else (server first-frame-markup.ts).
(function () {
  try {
    var pref = localStorage.getItem('theme') || 'system';
    var hour = new Date().getHours();
    var dark = pref === 'dark' || (pref === 'system' && (hour >= 19 || hour < 7));
    if (location.pathname.indexOf('/admin') === 0) dark = false;
    document.documentElement.classList.toggle('dark', dark);
    var params = new URLSearchParams(location.search);
    var path = location.pathname.replace(/\/+$/, '') || '/';
    var twin = (path === '/mandarin' || path === '/digital-twin') && localStorage.getItem('mandarin-language-chosen') !== '1';
    var lang = params.get('lang');
    if (lang !== 'en' && lang !== 'zh' && lang !== 'hi') lang = twin ? 'zh' : localStorage.getItem('bookingWidgetLanguage');
    if (lang === 'en' || lang === 'zh' || lang === 'hi') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
    var region = localStorage.getItem('preferred-region');
    if (region && !params.get('region')) document.documentElement.setAttribute('data-stored-region', region);
  } catch {
    // storage unavailable: keep the defaults
  }
})();
