import { describe, expect, it } from 'vitest';
import en from '../../locales/en/page-embed.json';
import hi from '../../locales/hi/page-embed.json';
import zh from '../../locales/zh/page-embed.json';
import { COMMON_EVENT_FIELDS, EVENT_FIELDS, HOST_EVENT_NAMES, hostEventExample } from './host-event-docs';

describe('the /embed page’s event documentation', () => {
  it('says what every field means, and when every event comes, in en, zh and hi', () => {
    const fields = [...COMMON_EVENT_FIELDS, ...Object.values(EVENT_FIELDS).flat()];
    for (const words of [en, zh, hi]) {
      for (const field of fields) expect(words.events.fields[field as keyof typeof words.events.fields], field).toMatch(/\S/);
      for (const name of HOST_EVENT_NAMES) expect(words.events.when[name]).toMatch(/\S/);
    }
  });

  it('shows an inquiry detail with exactly the fields the event sends', () => {
    const example = hostEventExample();
    const json = example
      .split('\n')
      .filter((line) => line.startsWith('  // ') && !line.includes('for example'))
      .map((line) => line.slice(5))
      .join('\n');
    const detail = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(detail).sort()).toEqual([...COMMON_EVENT_FIELDS, ...EVENT_FIELDS['inquiry-submitted']].sort());
    expect(example).toContain("document.addEventListener('charterflight:inquiry-submitted'");
  });
});
