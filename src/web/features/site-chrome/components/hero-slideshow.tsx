import { useQuery } from '@tanstack/react-query';
import { uploadedSrcSet } from '../../../../domain/image-variants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveRegion } from '../../../lib/active-region';
import { useAppContext } from '../../../lib/app-context';
import { cn } from '../../../lib/cn';
import { useLocalized } from '../../../lib/localized';
import { heroImagesQuery } from '../api';
import { HERO_SLIDE_MS } from '../constants';
import { useRotation } from '../use-rotation';
import { RotationControls, type RotationLook } from './rotation-controls';
import { StarRow } from './star-row';

/** Intrinsic size of the seeded hero images (16:9); the box reserves its space before any image arrives. */
const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 900;

/** White on the photo, with a shadow to stand out on a light one. */
const HERO_CONTROLS: RotationLook = {
  dotButton: 'group grid size-10 place-items-center rounded-full focus-visible:outline-white',
  dot: 'block h-2.5 rounded-full border border-white/90 shadow transition-all',
  dotShown: 'w-6 bg-white',
  dotHidden: 'w-2.5 bg-black/30 group-hover:bg-white/60',
  pauseButton: 'grid size-10 place-items-center rounded-full text-white drop-shadow focus-visible:outline-white disabled:opacity-60',
  icon: 'size-4 fill-current',
};

/**
 * The region's hero images, cross-fading every 5 s (docs/product.md §9), held on hover, focus, pause and reduced
 * motion. The first image is the LCP element: eager, high priority, sized. The others join the page only once it has
 * loaded, so they never compete with it.
 */
export function HeroSlideshow() {
  const { t } = useTranslation('chrome');
  const l = useLocalized();
  const { region } = useActiveRegion();
  const { appContext } = useAppContext();
  const { data } = useQuery(heroImagesQuery(region?.id, appContext));
  const slides = data ?? [];
  const rotation = useRotation(slides.length, HERO_SLIDE_MS);
  const [firstLoaded, setFirstLoaded] = useState(false);

  return (
    <section
      aria-label={t('hero.region')}
      aria-roledescription="carousel"
      className="relative isolate w-full overflow-hidden bg-[#0b3a50] aspect-[16/9] max-h-[70vh] sm:aspect-[5/2] lg:aspect-[3/1] lg:max-h-[440px]"
      {...rotation.holdProps}
    >
      {slides.map((slide, i) => {
        const active = i === rotation.index;
        if (i > 0 && !firstLoaded) return null;
        const title = l(slide, 'title');
        const alt = l(slide, 'altText') || title;
        return (
          <img
            key={slide.id}
            src={slide.imageUrl}
            {...(uploadedSrcSet(slide.imageUrl) ? { srcSet: uploadedSrcSet(slide.imageUrl), sizes: '100vw' } : {})}
            alt={active ? alt : ''}
            aria-hidden={active ? undefined : true}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding={i === 0 ? 'sync' : 'async'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            onLoad={i === 0 ? () => setFirstLoaded(true) : undefined}
            className={cn(
              'absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ease-in-out',
              active ? 'opacity-100' : 'opacity-0',
            )}
          />
        );
      })}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-black/10" />

      <div className="absolute inset-x-0 bottom-0 mx-auto flex w-full max-w-5xl flex-col gap-1.5 px-3 pb-14 text-white sm:gap-2 sm:px-6 sm:pb-16">
        <p className="text-2xl font-extrabold leading-tight tracking-tight drop-shadow-md sm:text-4xl lg:text-5xl">{t('hero.banner')}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium drop-shadow sm:text-base">
          <StarRow label={t('hero.fiveStars')} starClassName="text-amber-300" />
          <span>{t('hero.trusted')}</span>
        </p>
      </div>

      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-2 mx-auto flex w-full max-w-5xl items-center justify-end px-1 sm:bottom-3 sm:px-4">
          <RotationControls
            rotation={rotation}
            count={slides.length}
            itemLabel={(i) => t('hero.slide', { index: i + 1, count: slides.length, title: l(slides[i]!, 'title') })}
            playLabel={t('hero.play')}
            pauseLabel={t('hero.pause')}
            groupLabel={t('hero.chooseSlide')}
            look={HERO_CONTROLS}
          />
        </div>
      )}
    </section>
  );
}
