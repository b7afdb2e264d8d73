import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { REVIEW_ROTATE_MS, SAMPLE_REVIEW_COUNT } from '../constants';
import { useRotation } from '../use-rotation';
import { RotationControls, type RotationLook } from './rotation-controls';
import { StarRow } from './star-row';

const REVIEWS = Array.from({ length: SAMPLE_REVIEW_COUNT }, (_, i) => i);

const REVIEW_CONTROLS: RotationLook = {
  dotButton: 'group grid size-9 place-items-center rounded-full',
  dot: 'block h-2 rounded-full transition-all',
  dotShown: 'w-5 bg-primary',
  dotHidden: 'w-2 bg-muted-foreground/60 group-hover:bg-muted-foreground',
  pauseButton: 'grid size-9 place-items-center rounded-full text-muted-foreground hover:text-foreground disabled:opacity-60',
  icon: 'size-4',
};

/**
 * The five built-in sample reviews, one at a time, rotating every 4 s (docs/product.md §9). All reviews share one grid
 * cell, so the strip is as tall as the longest one and never shifts the page while rotating. Hover, focus,
 * the pause button and reduced motion hold it.
 */
export function ReviewsStrip() {
  const { t } = useTranslation('chrome');
  const rotation = useRotation(REVIEWS.length, REVIEW_ROTATE_MS);
  return (
    <section
      aria-labelledby="chrome-reviews-title"
      aria-roledescription="carousel"
      className="flex flex-col rounded-lg border bg-background p-4"
      {...rotation.holdProps}
    >
      <h2 id="chrome-reviews-title" className="mb-2 flex items-center gap-2 text-base font-semibold text-foreground">
        <Quote aria-hidden="true" className="size-5 text-primary" />
        {t('footer.reviewsTitle')}
      </h2>
      <div className="grid flex-1" aria-live={rotation.running ? 'off' : 'polite'}>
        {REVIEWS.map((i) => {
          const active = i === rotation.index;
          return (
            <figure
              key={i}
              aria-roledescription="slide"
              aria-label={t('footer.reviewOf', { index: i + 1, count: REVIEWS.length })}
              aria-hidden={active ? undefined : true}
              className={cn(
                // No fade: a half-transparent review would fail contrast while it changes.
                '[grid-area:1/1] flex flex-col gap-2',
                active ? 'visible' : 'invisible',
              )}
            >
              <StarRow label={t('hero.fiveStars')} starClassName="text-amber-600 dark:text-amber-400" />
              <blockquote className="text-sm leading-relaxed text-foreground">
                <p>“{t(`reviews.${i}.text`)}”</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold text-foreground">{t(`reviews.${i}.name`)}</span>
                <span className="text-muted-foreground"> · {t(`reviews.${i}.place`)}</span>
              </figcaption>
            </figure>
          );
        })}
      </div>
      <div className="mt-2 flex items-center justify-end">
        <RotationControls
          rotation={rotation}
          count={REVIEWS.length}
          itemLabel={(i) => t('footer.showReview', { index: i + 1, count: REVIEWS.length })}
          playLabel={t('footer.playReviews')}
          pauseLabel={t('footer.pauseReviews')}
          look={REVIEW_CONTROLS}
        />
      </div>
    </section>
  );
}
