import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../../components/ui/sheet';

interface EditPanelProps {
  open: boolean;
  onClose(): void;
  /** The form (it renders the panel's title through `titleAs={SheetTitle}`), or a message when there is none. */
  children: ReactNode;
}

/** The side panel the content tabs edit in: beside the list, whatever row of however long a list opened it. */
export function EditPanel({ open, onClose, children }: EditPanelProps) {
  return (
    <Sheet open={open} onOpenChange={(next) => !next && onClose()}>
      <SheetContent aria-describedby={undefined}>{children}</SheetContent>
    </Sheet>
  );
}

/** What the panel says when the address names an item it cannot show. */
export function PanelMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <SheetTitle className="pr-8">{title}</SheetTitle>
      <SheetDescription>{children}</SheetDescription>
    </div>
  );
}
