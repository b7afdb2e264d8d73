// Applies the stored theme before the first paint (no flash of the wrong theme). Mirrors lib/theme.tsx.
(function () {
  try {
    var pref = localStorage.getItem('theme') || 'system';
    var hour = new Date().getHours();
    var dark = pref === 'dark' || (pref === 'system' && (hour >= 19 || hour < 7));
    if (location.pathname.indexOf('/admin') === 0) dark = false;
    // A partner's widget may pin its theme (embed.js data-theme; 'auto' keeps the visitor's own) and name
    // an accent colour: marked on <html> for the app (lib/partner-look.ts), which checks the colour itself.
    var query = new URLSearchParams(location.search);
    var pinned = (query.get('theme') || '').trim().toLowerCase();
    if (location.pathname.replace(/\/+$/, '') === '/widget') {
      if (pinned === 'light' || pinned === 'dark') {
        dark = pinned === 'dark';
        document.documentElement.setAttribute('data-partner-theme', pinned);
      }
      if (query.get('accent')) document.documentElement.setAttribute('data-partner-accent', query.get('accent'));
    }
    document.documentElement.classList.toggle('dark', dark);
    var lang = localStorage.getItem('bookingWidgetLanguage');
    if (lang === 'zh' || lang === 'hi') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'hi';
  } catch {
    // storage unavailable: keep the defaults
  }
})();
