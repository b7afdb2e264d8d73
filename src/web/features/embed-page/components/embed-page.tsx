import { ExternalLink, Globe, Monitor } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { EMBED_TYPES, embedCode, PREVIEW_PATHS, scriptSnippet, type EmbedType } from '../embed-codes';
import { CodeBlock } from './code-block';
import { HostEvents } from './host-events';

/** `/embed` (docs/product.md §2.4): pick a type, preview it, copy its code, read how to install it. */
export function EmbedPage() {
  const { t } = useTranslation('page-embed');
  const [type, setType] = useState<EmbedType>('full');
  const origin = window.location.origin;

  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-3 py-8 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>

      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 id="embed-type-title" className="text-lg font-semibold">
          {t('chooseType')}
        </h2>
        <RadioGroup aria-labelledby="embed-type-title" value={type} onValueChange={(value) => setType(value as EmbedType)} className="sm:grid-cols-2">
          {EMBED_TYPES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-secondary/60"
            >
              <RadioGroupItem value={option} aria-describedby={`embed-${option}-hint`} className="mt-0.5" />
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(`types.${option}.name`)}</span>
                <span id={`embed-${option}-hint`} className="text-sm text-muted-foreground">
                  {t(`types.${option}.size`)}
                </span>
              </span>
            </label>
          ))}
        </RadioGroup>
        <p className="text-sm" data-testid="embed-description">
          {t(`types.${type}.description`)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={PREVIEW_PATHS[type]} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t('preview')}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          </Button>
          <Button asChild variant="secondary">
            <a href="/" target="_blank" rel="noopener noreferrer">
              <Globe aria-hidden />
              {t('viewFullSite')}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          </Button>
        </div>
        <CodeBlock label={t('embedCode')} code={embedCode(type, origin)} />
        <CodeBlock label={t('scriptCode')} code={scriptSnippet(type, origin)} />
        <p className="text-sm text-muted-foreground">{t('scriptHint')}</p>
      </Card>

      <HostEvents />

      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Monitor aria-hidden className="size-5 text-primary" />
          {t('install.title')}
        </h2>
        <section className="grid gap-1">
          <h3 className="font-semibold">HTML</h3>
          <p className="text-sm text-muted-foreground">{t('install.html')}</p>
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold">WordPress</h3>
          <p className="text-sm text-muted-foreground">{t('install.wordpress')}</p>
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold">{t('install.otherTitle')}</h3>
          <p className="text-sm text-muted-foreground">{t('install.other')}</p>
        </section>
      </Card>
    </main>
  );
}
