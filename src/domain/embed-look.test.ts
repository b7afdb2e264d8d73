import { describe, expect, it } from 'vitest';
import { accentForeground, embedAccent, embedTheme } from './embed-look';

describe('a partner’s theme and accent', () => {
  it('takes light, dark and auto in any case, and nothing else', () => {
    expect(embedTheme(' Dark ')).toBe('dark');
    expect(embedTheme('light')).toBe('light');
    expect(embedTheme('auto')).toBe('auto');
    expect(embedTheme('system')).toBeUndefined();
    expect(embedTheme('')).toBeUndefined();
    expect(embedTheme(null)).toBeUndefined();
  });

  it('takes a hex colour with or without #, short or long, as #rrggbb', () => {
    expect(embedAccent('#0B4F6C')).toBe('#0b4f6c');
    expect(embedAccent('e11d48')).toBe('#e11d48');
    expect(embedAccent('#0bf')).toBe('#00bbff');
    for (const bad of ['red', '#12345', '#1234567', 'url(x)', '#ggg', '', '#0b4f6c;color:red']) expect(embedAccent(bad)).toBeUndefined();
  });

  it('writes white on a dark accent and near-black on a light one', () => {
    expect(accentForeground('#0b4f6c')).toBe('#ffffff');
    expect(accentForeground('#1e3a8a')).toBe('#ffffff');
    expect(accentForeground('#fde047')).toBe('#111111');
    expect(accentForeground('#ffffff')).toBe('#111111');
  });
});
