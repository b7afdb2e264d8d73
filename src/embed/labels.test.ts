import { describe, expect, it } from 'vitest';
import { embedLabel } from './labels';

describe('embed.js: its own words', () => {
  it('labels buttons and frames in the page language', () => {
    expect(embedLabel('popup', undefined)).toBe('Book a charter flight');
    expect(embedLabel('light-popup', 'zh')).toBe('选择您的航班');
    expect(embedLabel('full', 'hi')).toBe('चार्टर उड़ान बुकिंग');
  });
});
