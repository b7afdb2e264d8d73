import type { ReactNode } from 'react';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';

export interface BookingWidgetProps {
  experiencesTab: ReactNode;
  trainingTab: ReactNode;
  renderEstimateActions(snapshot: BookingSnapshot): ReactNode;
  renderInquiry(snapshot: BookingSnapshot): ReactNode;
}

// INITIAL SCAFFOLD: replaced by the booking feature.
export function BookingWidget({ experiencesTab, trainingTab }: BookingWidgetProps) {
  return (
    <section>
      <h1>Welcome, where can we take you?</h1>
      {experiencesTab}
      {trainingTab}
    </section>
  );
}
