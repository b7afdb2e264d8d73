import { Check, Maximize2, Minimize2, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { CUSTOM_TOKENS, THEME_IDS, THEMES } from '../themes';
import { useDesignTheme } from '../use-design-theme';
import { LivePreview } from './live-preview';

/** Colours of the site's own theme, for the 'current' swatches and the colour pickers' starting values. */
const CURRENT_SWATCH = { '--primary': '#0b4f6c', '--accent': '#b45309', '--background': '#f7fafc', '--card': '#ffffff', '--foreground': '#0f1c2e' };

/** `/design-test` (docs/product.md §2, §4.3 "Theme test"): Theme Gallery, Live Preview, Custom Colors, fullscreen demo. */
export function DesignTestPage() {
  const { t } = useTranslation('page-design-test');
  const { theme, choose, custom, setColour, resetColours, tokens } = useDesignTheme();
  const demo = useRef<HTMLDivElement>(null);
  const [overlay, setOverlay] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === demo.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  useEffect(() => {
    if (!overlay) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOverlay(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay]);

  // Native fullscreen where the browser allows it; otherwise a full-viewport overlay (Escape closes it).
  const toggleFullscreen = useCallback(async () => {
    if (fullscreen) return void (await document.exitFullscreen().catch(() => {}));
    if (overlay) return setOverlay(false);
    try {
      if (!document.fullscreenEnabled || !demo.current) throw new Error('unavailable');
      await demo.current.requestFullscreen();
    } catch {
      setOverlay(true);
    }
  }, [fullscreen, overlay]);
  const expanded = fullscreen || overlay;

  return (
    <main id="main" style={tokens as CSSProperties} className="bg-background text-foreground" data-theme={theme}>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-8 sm:px-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
            <p className="text-muted-foreground">{t('intro')}</p>
          </div>
          <Button variant="outline" onClick={() => void toggleFullscreen()} aria-pressed={expanded}>
            {expanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
            {expanded ? t('exitFullscreen') : t('fullscreen')}
          </Button>
        </header>

        <Tabs defaultValue="gallery">
          <TabsList>
            <TabsTrigger value="gallery">{t('tabs.gallery')}</TabsTrigger>
            <TabsTrigger value="preview">{t('tabs.preview')}</TabsTrigger>
            <TabsTrigger value="custom">{t('tabs.custom')}</TabsTrigger>
          </TabsList>
          <TabsContent value="gallery">
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {THEME_IDS.map((id) => {
                const swatch = { ...CURRENT_SWATCH, ...THEMES[id] };
                const active = id === theme;
                return (
                  <li key={id}>
                    <Card className={`grid gap-3 p-4 ${active ? 'ring-2 ring-primary' : ''}`} data-testid={`theme-${id}`}>
                      <div className="flex items-center justify-between gap-2">
                        <h2 className="font-semibold">{t(`themes.${id}.name`)}</h2>
                        {active && (
                          <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                            <Check aria-hidden className="size-3" />
                            {t('active')}
                          </span>
                        )}
                      </div>
                      <p className="text-sm text-muted-foreground">{t(`themes.${id}.description`)}</p>
                      <div className="flex gap-1.5" aria-hidden>
                        {(['--primary', '--accent', '--background', '--card', '--foreground'] as const).map((token) => (
                          <span key={token} className="size-7 rounded-full border" style={{ background: swatch[token] }} />
                        ))}
                      </div>
                      <Button variant={active ? 'secondary' : 'default'} size="sm" aria-pressed={active} onClick={() => choose(id)}>
                        {active ? t('applied') : t('apply', { name: t(`themes.${id}.name`) })}
                      </Button>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </TabsContent>
          <TabsContent value="preview">
            <LivePreview />
          </TabsContent>
          <TabsContent value="custom">
            <Card className="grid gap-4 p-4 sm:p-6">
              <p className="text-sm text-muted-foreground">{t('customIntro')}</p>
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
                {CUSTOM_TOKENS.map((token) => (
                  <label key={token} className="grid gap-1 text-sm font-semibold">
                    {t(`colours.${token.slice(2)}`)}
                    <input
                      type="color"
                      value={custom[token] ?? THEMES[theme][token] ?? CURRENT_SWATCH[token]}
                      onChange={(event) => setColour(token, event.target.value)}
                      className="h-11 w-full cursor-pointer rounded-md border border-input bg-card p-1"
                    />
                  </label>
                ))}
              </div>
              <Button variant="outline" className="justify-self-start" onClick={resetColours}>
                <RotateCcw aria-hidden />
                {t('resetColours')}
              </Button>
            </Card>
          </TabsContent>
        </Tabs>

        <section aria-labelledby="demo-title" className="grid gap-2">
          <h2 id="demo-title" className="text-lg font-semibold">
            {t('demoTitle')}
          </h2>
          <div
            ref={demo}
            style={tokens as CSSProperties}
            data-testid="fullscreen-demo"
            data-expanded={expanded || undefined}
            className={overlay ? 'fixed inset-0 z-50 overflow-auto bg-background p-4 sm:p-10' : 'rounded-xl bg-background p-1 [&:fullscreen]:overflow-auto [&:fullscreen]:p-10'}
          >
            {expanded && (
              <div className="mb-3 flex justify-end">
                <Button variant="outline" onClick={() => void toggleFullscreen()}>
                  <Minimize2 aria-hidden />
                  {t('exitFullscreen')}
                </Button>
              </div>
            )}
            <LivePreview />
          </div>
        </section>
      </div>
    </main>
  );
}
