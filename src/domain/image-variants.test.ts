import { describe, expect, it } from 'vitest';
import { uploadedSrcSet } from './image-variants';

describe('uploadedSrcSet', () => {
  it('lists the variants of an uploaded image and nothing for other addresses', () => {
    const id = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
    expect(uploadedSrcSet(`/objects/uploads/${id}.webp`)).toBe(
      `/objects/uploads/${id}-480w.webp 480w, /objects/uploads/${id}-960w.webp 960w, /objects/uploads/${id}-1600w.webp 1600w`,
    );
    expect(uploadedSrcSet('/assets/seed/hero-wa-rottnest.webp')).toBeUndefined();
    expect(uploadedSrcSet('https://cdn.example.com/x.webp')).toBeUndefined();
  });
});
