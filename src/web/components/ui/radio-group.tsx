import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'group grid aspect-square size-5 shrink-0 place-items-center rounded-full border-2 border-primary text-primary disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {/* Drawn from the item's data-state rather than Radix's Indicator, whose presence check forces a
          style recalculation per radio on every render. */}
      <span aria-hidden className="size-2.5 rounded-full bg-primary opacity-0 group-data-[state=checked]:opacity-100" />
    </RadioGroupPrimitive.Item>
  );
}
