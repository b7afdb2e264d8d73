import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('grid w-full grid-cols-3 gap-1 rounded-lg bg-muted p-1', className)} {...props} />;
}
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold text-muted-foreground transition-colors data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  // The panel takes focus (Tab from the tab list lands on it): it shows the same ring as every other control.
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
