import { GraduationCap, Plane, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { FlightsTab } from './flights-tab';

export interface BookingWidgetProps {
  experiencesTab: ReactNode;
  trainingTab: ReactNode;
  renderEstimateActions(snapshot: BookingSnapshot): ReactNode;
  renderInquiry(snapshot: BookingSnapshot): ReactNode;
}

/** docs/product.md §9: the Training tab opens after 100 ms. */
const TRAINING_TAB_DELAY_MS = 100;

type TabValue = 'flights' | 'experiences' | 'training';

/** The three-tab booking widget (docs/product.md §2): flights, experiences, training. */
export function BookingWidget({ experiencesTab, trainingTab, renderEstimateActions, renderInquiry }: BookingWidgetProps) {
  const { t } = useTranslation('booking');
  const [tab, setTab] = useState<TabValue>('flights');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (value: string) => {
    window.clearTimeout(timer.current);
    if (value === 'training') timer.current = window.setTimeout(() => setTab('training'), TRAINING_TAB_DELAY_MS);
    else setTab(value as TabValue);
  };

  return (
    <section aria-labelledby="booking-widget-heading" className="relative z-10 -mt-2 rounded-xl border bg-card p-3 shadow-lg sm:p-6" data-testid="booking-widget">
      <h1 id="booking-widget-heading" className="mb-4 text-xl font-bold tracking-tight sm:text-2xl">
        {t('heading')}
      </h1>
      <Tabs value={tab} onValueChange={change}>
        <TabsList aria-label={t('tabs.label')} className="h-auto">
          <TabsTrigger value="flights" className="flex-col py-2 text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex-row sm:text-sm">
            <Plane className="size-4" aria-hidden />
            {t('tabs.flights')}
          </TabsTrigger>
          <TabsTrigger value="experiences" className="flex-col py-2 text-center text-xs leading-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex-row sm:text-sm">
            <Sparkles className="size-4" aria-hidden />
            {t('tabs.experiences')}
          </TabsTrigger>
          <TabsTrigger value="training" className="flex-col py-2 text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex-row sm:text-sm">
            <GraduationCap className="size-4" aria-hidden />
            {t('tabs.training')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="flights" className="mt-5">
          <FlightsTab renderEstimateActions={renderEstimateActions} renderInquiry={renderInquiry} />
        </TabsContent>
        <TabsContent value="experiences" className="mt-5">
          {experiencesTab}
        </TabsContent>
        <TabsContent value="training" className="mt-5">
          {trainingTab}
        </TabsContent>
      </Tabs>
    </section>
  );
}
