import { describe, expect, it } from 'vitest';
import { createFrameRegistry } from './frame-registry';

describe('embed.js: whom it believes', () => {
  const ours = {};
  const registry = createFrameRegistry<{ origin: string; name: string }>();
  registry.add(ours, { origin: 'https://w.example', name: 'full' });

  it('accepts a message only from its own frame and from the widget origin', () => {
    expect(registry.sender(ours, 'https://w.example')).toEqual({ origin: 'https://w.example', name: 'full' });
    expect(registry.sender(ours, 'https://evil.example')).toBeUndefined(); // our frame, navigated elsewhere
    expect(registry.sender({}, 'https://w.example')).toBeUndefined(); // another window posing as us
    expect(registry.sender(null, 'https://w.example')).toBeUndefined();
  });
});
