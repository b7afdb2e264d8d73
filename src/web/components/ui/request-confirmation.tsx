import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

export interface RequestConfirmationProps {
  title: string;
  /** "Your reference" */
  referenceLabel: string;
  reference: string;
  /** Why the reference matters ("Quote it when you contact us."). */
  referenceHint: string;
  nextHeading: string;
  nextSteps: ReactNode[];
  newRequestLabel: string;
  onNewRequest(): void;
  /** What the visitor can do with the request later (add it to a calendar, see or cancel it). */
  followUp?: ReactNode;
  /** Other actions beside "new request" (e.g. Close in a dialog). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * What a visitor sees once a request is stored: its reference and what happens next, in place of the
 * form. Focus moves here, so screen readers announce the title and the reference at once.
 */
export function RequestConfirmation({ title, referenceLabel, reference, referenceHint, nextHeading, nextSteps, followUp, newRequestLabel, onNewRequest, actions, headingLevel = 2 }: RequestConfirmationProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Scrolled with its scroll margin, so the sticky header never covers the reference.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-reference`}
      className="grid scroll-mt-24 gap-4 rounded-lg border border-success/50 bg-success/10 p-4 outline-none sm:p-6"
      data-testid="request-confirmation"
    >
      <Heading id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
        <CircleCheck className="size-6 shrink-0 text-success" aria-hidden />
        {title}
      </Heading>
      <div className="grid gap-1">
        <p id={`${id}-reference`} className="text-base">
          {referenceLabel}{' '}
          <strong className="font-mono text-lg tracking-wide" data-testid="request-reference">
            {reference}
          </strong>
        </p>
        <p className="text-sm text-muted-foreground">{referenceHint}</p>
      </div>
      <div className="grid gap-1">
        <SubHeading className="font-semibold">{nextHeading}</SubHeading>
        <ul className="grid list-disc gap-1 ps-5 text-sm">
          {nextSteps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ul>
      </div>
      {followUp}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onNewRequest}>
          {newRequestLabel}
        </Button>
        {actions}
      </div>
    </section>
  );
}
