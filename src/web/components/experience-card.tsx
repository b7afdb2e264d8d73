import { ImageOff, Star } from 'lucide-react';
import { useState, type HTMLAttributes, type ImgHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicExperience } from '../../domain/api/content';
import { useLocalized } from '../lib/localized';
import { Badge } from './ui/badge';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

interface ExperienceCardProps extends HTMLAttributes<HTMLDivElement> {
  experience: PublicExperience;
  /** More of the image's attributes (a known size where the page reserves the space). */
  imageProps?: Pick<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'decoding'>;
  /** What the card says below the image: its title, rating, words and action, laid out by the list. */
  children: ReactNode;
}

/**
 * One experience (docs/product.md §2) as both experience lists show it, the booking page's tab and /experiences:
 * its image (a placeholder when there is none or it fails to load) under its category, then the list's own body.
 */
export function ExperienceCard({ experience, imageProps, children, ...card }: ExperienceCardProps) {
  const l = useLocalized();
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Card className="flex w-full flex-col overflow-hidden" {...card}>
      <div className="relative aspect-[16/10] bg-muted">
        {experience.image && !imageFailed ? (
          <img src={experience.image} alt="" {...imageProps} loading="lazy" className="size-full object-cover" onError={() => setImageFailed(true)} />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff className="size-8" aria-hidden />
          </div>
        )}
        {experience.category && <Badge className="absolute left-2 top-2">{l(experience, 'category')}</Badge>}
      </div>
      {children}
    </Card>
  );
}

/** The stars line, when the experience is rated; `namespace` holds its `reviews` and `ratingLabel` words. */
export function ExperienceRating({ experience, namespace }: { experience: PublicExperience; namespace: string }) {
  const { t } = useTranslation(namespace);
  if (experience.rating === null) return null;
  return (
    <p className="flex items-center gap-1 text-sm">
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      <span className="font-semibold">{experience.rating.toFixed(1)}</span>
      {experience.reviews !== null && <span className="text-muted-foreground">{t('reviews', { count: experience.reviews })}</span>}
      <span className="sr-only">{t('ratingLabel', { rating: experience.rating.toFixed(1) })}</span>
    </p>
  );
}

/** The price in the visitor's language; an empty span keeps the action at the end when there is none. */
export function ExperiencePrice({ experience }: { experience: PublicExperience }) {
  const price = useLocalized()(experience, 'price');
  return price ? <span className="text-lg font-bold">{price}</span> : <span />;
}

interface ExperienceGridProps {
  experiences: PublicExperience[];
  /** Three placeholders of this height's class stand in while the list loads. */
  loading: boolean;
  skeletonClassName: string;
  /** What the list says when the region has none. */
  empty: ReactNode;
  card(experience: PublicExperience): ReactNode;
}

/** The experiences in a grid of up to three columns, each card stretched to its row's height. */
export function ExperienceGrid({ experiences, loading, skeletonClassName, empty, card }: ExperienceGridProps) {
  if (loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (experiences.length === 0) return empty;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {experiences.map((experience) => (
        <li key={experience.id} className="flex">
          {card(experience)}
        </li>
      ))}
    </ul>
  );
}
