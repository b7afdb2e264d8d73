import { Pause, Play } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { useRotation } from '../use-rotation';

/** A carousel's own classes for its controls (the hero's sit on a photo, the reviews' on the page). */
export interface RotationLook {
  dotButton: string;
  dot: string;
  dotShown: string;
  dotHidden: string;
  pauseButton: string;
  icon: string;
}

interface RotationControlsProps {
  rotation: ReturnType<typeof useRotation>;
  count: number;
  /** The button that shows item `index` (0-based), in words. */
  itemLabel(index: number): string;
  playLabel: string;
  pauseLabel: string;
  /** When given, the item buttons form a group of that name. */
  groupLabel?: string;
  look: RotationLook;
}

/**
 * A carousel's controls: one button per item (the shown one marked current) and Pause/Play, which the system's
 * reduced motion leaves disabled (the rotation holds anyway, WCAG 2.2.2).
 */
export function RotationControls({ rotation, count, itemLabel, playLabel, pauseLabel, groupLabel, look }: RotationControlsProps) {
  const dots = Array.from({ length: count }, (_, i) => (
    <button
      key={i}
      type="button"
      onClick={() => rotation.goTo(i)}
      aria-label={itemLabel(i)}
      aria-current={i === rotation.index ? 'true' : undefined}
      className={look.dotButton}
    >
      <span aria-hidden="true" className={cn(look.dot, i === rotation.index ? look.dotShown : look.dotHidden)} />
    </button>
  ));
  return (
    <>
      {groupLabel ? (
        <div role="group" aria-label={groupLabel} className="flex items-center">
          {dots}
        </div>
      ) : (
        dots
      )}
      <button
        type="button"
        onClick={rotation.togglePaused}
        disabled={rotation.reducedMotion}
        aria-label={rotation.paused ? playLabel : pauseLabel}
        className={look.pauseButton}
      >
        {rotation.paused ? <Play aria-hidden="true" className={look.icon} /> : <Pause aria-hidden="true" className={look.icon} />}
      </button>
    </>
  );
}
