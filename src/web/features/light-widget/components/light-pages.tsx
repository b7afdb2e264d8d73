import { useEffect } from 'react';
import { reportHeightToHost } from '../../../lib/host-height';
import type { LightSettings } from '../api/light-settings';
import { useLightText } from '../hooks/use-light-text';
import { LightWidget } from './light-widget';
import { PartnerBanner } from './partner-banner';

interface PageProps {
  settings: LightSettings;
}

/** `/light`: the styled widget on its own. */
export function LightPage({ settings }: PageProps) {
  const { t } = useLightText();
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-3xl flex-col justify-start gap-3 p-3 sm:justify-center sm:p-6">
      <h1 className="sr-only">{t('pageTitle')}</h1>
      <LightWidget variant="styled" settings={settings} />
    </main>
  );
}

/**
 * `/light-widget-embed`: the partner banner around the plain widget, no page padding, for partners' 1000x180
 * frames. Framed by embed.js, it reports its height, so the frame grows with an error or a notice and never
 * clips the button.
 */
export function LightEmbedPage({ settings }: PageProps) {
  const { t } = useLightText();
  useEffect(() => reportHeightToHost(), []);
  return (
    <main className="w-full">
      <h1 className="sr-only">{t('pageTitle')}</h1>
      <PartnerBanner>
        <LightWidget variant="plain" settings={settings} />
      </PartnerBanner>
    </main>
  );
}

/** `/light-widget-demo`: both variants with a description of the compact widget (docs/product.md §2). */
export function LightDemoPage({ settings }: PageProps) {
  const { t } = useLightText();
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('demoTitle')}</h1>
        <p className="text-muted-foreground">{t('demoIntro')}</p>
        <ul className="list-disc pl-5 text-sm text-muted-foreground">
          <li>{t('demoPointSmall')}</li>
          <li>{t('demoPointResilient')}</li>
          <li>{t('demoPointFits')}</li>
          <li>{t('demoPointVariants')}</li>
        </ul>
      </header>
      <section aria-labelledby="demo-styled" className="flex flex-col gap-2">
        <h2 id="demo-styled" className="text-lg font-semibold">
          {t('demoStyled')}
        </h2>
        <LightWidget variant="styled" settings={settings} label={`${t('pageTitle')}: ${t('demoStyled')}`} />
      </section>
      <section aria-labelledby="demo-plain" className="flex flex-col gap-2">
        <h2 id="demo-plain" className="text-lg font-semibold">
          {t('demoPlain')}
        </h2>
        <div className="rounded-lg border bg-card p-3">
          <LightWidget variant="plain" settings={settings} label={`${t('pageTitle')}: ${t('demoPlain')}`} />
        </div>
      </section>
    </main>
  );
}
