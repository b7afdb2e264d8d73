import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ExternalLink, Pause, Play } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicConnectingService } from '../../../../domain/api/content';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useActiveRegion } from '../../../lib/active-region';
import { useAppContext } from '../../../lib/app-context';
import { cn } from '../../../lib/cn';
import { useLocalized } from '../../../lib/localized';
import { connectingServicesQuery } from '../api/connecting-services-query';
import { useMediaQuery } from '../hooks/use-media-query';
import { SampleLinkNote } from '../../../components/sample-link-note';

/** docs/product.md §4/§9: connecting services advance every 5 s. */
const ADVANCE_MS = 5000;

/**
 * docs/product.md §2: the connecting-services carousel, up to 4 cards in the desktop grid. Auto-advances every 5 s
 * unless paused (button, hover, keyboard focus, or reduced motion); arrow keys and buttons move it.
 */
export function ConnectingServicesCarousel() {
  const { t } = useTranslation('inquiry');
  const { region } = useActiveRegion();
  const { appContext } = useAppContext();
  const result = useQuery(connectingServicesQuery(region?.id, appContext));
  const items = result.data ?? [];
  const desktop = useMediaQuery('(min-width: 1024px)');
  const tablet = useMediaQuery('(min-width: 640px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const perView = desktop ? 4 : tablet ? 2 : 1;
  const maxIndex = Math.max(0, items.length - perView);
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, maxIndex);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = maxIndex > 0 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => setIndex((i) => (Math.min(i, maxIndex) >= maxIndex ? 0 : i + 1)), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, maxIndex]);

  if (items.length === 0) return null;

  const go = (next: number) => setIndex(next < 0 ? maxIndex : next > maxIndex ? 0 : next);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="connecting-services-heading"
      className="grid gap-3"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocused(false)}
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="connecting-services-heading" className="text-lg font-bold">
          {t('connectingServices')}
        </h2>
        {maxIndex > 0 && (
          <div className="flex gap-1">
            <Button variant="outline" size="icon" onClick={() => go(index - 1)} aria-label={t('previous')}>
              <ChevronLeft aria-hidden />
            </Button>
            <Button variant="outline" size="icon" onClick={() => setPaused((p) => !p)} aria-label={paused ? t('play') : t('pause')} aria-pressed={paused}>
              {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
            </Button>
            <Button variant="outline" size="icon" onClick={() => go(index + 1)} aria-label={t('next')}>
              <ChevronRight aria-hidden />
            </Button>
          </div>
        )}
      </div>
      <div className="overflow-hidden" aria-live={autoplay ? 'off' : 'polite'}>
        <ul
          className="flex transition-transform duration-500 motion-reduce:transition-none"
          style={{ transform: `translateX(-${(index * 100) / perView}%)` }}
        >
          {items.map((service, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <li
                key={service.id}
                className="shrink-0 px-1.5 first:pl-0"
                style={{ width: `${100 / perView}%` }}
                aria-roledescription="slide"
                aria-label={t('slideOf', { n: i + 1, total: items.length })}
                aria-hidden={!visible}
                inert={!visible}
              >
                <ServiceCard service={service} />
              </li>
            );
          })}
        </ul>
      </div>
      {maxIndex > 0 && (
        <div className="flex justify-center gap-1.5" aria-hidden>
          {Array.from({ length: maxIndex + 1 }, (_, i) => (
            <span key={i} className={cn('size-2 rounded-full', i === index ? 'bg-primary' : 'bg-muted-foreground/30')} />
          ))}
        </div>
      )}
    </section>
  );
}

function ServiceCard({ service }: { service: PublicConnectingService }) {
  const { t } = useTranslation('inquiry');
  const l = useLocalized();
  const [imageFailed, setImageFailed] = useState(false);
  const title = l(service, 'title');
  const description = l(service, 'description');
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {service.imageUrl && !imageFailed && (
        <img src={service.imageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" onError={() => setImageFailed(true)} />
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-semibold leading-tight">{title}</h3>
        {description && <p className="line-clamp-3 text-sm text-muted-foreground">{description}</p>}
        {service.linkUrl && (
          <a
            href={service.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('learnMore')}
            <span className="sr-only">: {title}</span>
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
        <SampleLinkNote href={service.linkUrl} />
      </div>
    </Card>
  );
}
