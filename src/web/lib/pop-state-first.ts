/**
 * Back/Forward seen before react-router sees them. Listeners of one event run in the order they were added
 * (at the target, capture or not), and the router adds its popstate listener when it mounts; this module is
 * imported by the app's start, so its listener comes first. A handler given here may hide the step from the
 * router (`event.stopImmediatePropagation()`): the admin panel's unsaved-changes guard does so where the
 * browser lacks the Navigation API.
 */
type PopHandler = (event: PopStateEvent) => void;

let handler: PopHandler | undefined;
if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => handler?.(event));

/** Sets the one handler (the panel mounts one guard); answers how to remove it. */
export function handlePopStateFirst(next: PopHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}
