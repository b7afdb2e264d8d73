/** Events the widget posts to the page that embeds it, re-dispatched there as `charterflight:<type>`. */
export const HOST_EVENTS = ['estimate', 'book-click', 'inquiry-submitted'] as const;
export type HostEvent = (typeof HOST_EVENTS)[number];

export type WidgetMessage = { source: 'charterflight'; type: 'resize'; height: number } | { source: 'charterflight'; type: HostEvent; detail: Record<string, unknown> };

/** A message from one of our frames, or undefined: anything else on the page's message channel is ignored. */
export function widgetMessage(data: unknown): WidgetMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const message = data as { source?: unknown; type?: unknown; height?: unknown; detail?: unknown };
  if (message.source !== 'charterflight') return undefined;
  if (message.type === 'resize') {
    return typeof message.height === 'number' && Number.isFinite(message.height) && message.height > 0
      ? { source: 'charterflight', type: 'resize', height: Math.min(Math.ceil(message.height), 20_000) }
      : undefined;
  }
  if ((HOST_EVENTS as readonly unknown[]).includes(message.type)) {
    const detail = message.detail && typeof message.detail === 'object' ? (message.detail as Record<string, unknown>) : {};
    return { source: 'charterflight', type: message.type as HostEvent, detail };
  }
  return undefined;
}
