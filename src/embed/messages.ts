import { HOST_EVENTS, MAX_FRAME_HEIGHT, MESSAGE_SOURCE, type HostEvent } from '../domain/embed-messages';

/** A message in the shape the widget posts (src/domain/embed-messages.ts), as far as the loader relies on it. */
export type CheckedMessage = { type: 'resize'; height: number } | { type: HostEvent; detail: Record<string, unknown> };

/** A well-formed widget message, or undefined: anything else on the page's message channel is ignored. */
export function widgetMessage(data: unknown): CheckedMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const message = data as { source?: unknown; type?: unknown; height?: unknown; detail?: unknown };
  if (message.source !== MESSAGE_SOURCE) return undefined;
  if (message.type === 'resize') {
    return typeof message.height === 'number' && Number.isFinite(message.height) && message.height > 0
      ? { type: 'resize', height: Math.min(Math.ceil(message.height), MAX_FRAME_HEIGHT) }
      : undefined;
  }
  const type = HOST_EVENTS.find((event) => event === message.type);
  if (!type) return undefined;
  const detail = message.detail && typeof message.detail === 'object' && !Array.isArray(message.detail) ? (message.detail as Record<string, unknown>) : {};
  return { type, detail };
}
