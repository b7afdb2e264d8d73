/**
 * The frames this loader made, keyed by their window. A message is believed only when it comes from one of
 * them (`event.source`) and from the widget's origin (`event.origin`): any other script on the partner's
 * page, or a frame that navigated elsewhere, can post look-alike messages.
 */
export interface FrameRegistry<T extends { origin: string }> {
  add(source: object, entry: T): void;
  /** The entry of the frame that sent a message, or undefined when it is not one of ours or not from our origin. */
  sender(source: object | null, origin: string): T | undefined;
}

export function createFrameRegistry<T extends { origin: string }>(): FrameRegistry<T> {
  const frames = new Map<object, T>();
  return {
    add: (source, entry) => void frames.set(source, entry),
    sender(source, origin) {
      const entry = source ? frames.get(source) : undefined;
      return entry && entry.origin === origin ? entry : undefined;
    },
  };
}
