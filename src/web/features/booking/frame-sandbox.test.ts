import { describe, expect, it } from 'vitest';
import { CALENDAR_FRAME_SANDBOX, calendarFrameSandbox, STAFF_HTML_SANDBOX } from './frame-sandbox';

const tokens = (sandbox: string) => sandbox.split(' ').sort();

describe('the booking frames sandboxes', () => {
  it("gives an operator's calendar on another origin exactly the tokens it needs, and never top navigation without a click", () => {
    expect(tokens(calendarFrameSandbox('https://book.operator.example/calendar', 'https://fly.example'))).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);
    expect(tokens(CALENDAR_FRAME_SANDBOX)).not.toContain('allow-top-navigation');
    expect(tokens(STAFF_HTML_SANDBOX)).toEqual(['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-scripts']);
  });

  it('drops allow-same-origin for a calendar address that resolves to this site, however it is written', () => {
    for (const url of ['/experiences', 'https://fly.example/x', 'HTTPS://FLY.EXAMPLE:443/x', '//fly.example/x', 'x/y', '', 'http://[', 'data:text/html,hi']) {
      const sandbox = tokens(calendarFrameSandbox(url, 'https://fly.example'));
      expect(sandbox, url).not.toContain('allow-same-origin');
      expect(sandbox, url).toContain('allow-scripts');
    }
    // Another scheme or port is another origin.
    expect(tokens(calendarFrameSandbox('http://fly.example/x', 'https://fly.example'))).toContain('allow-same-origin');
    expect(tokens(calendarFrameSandbox('https://fly.example:8443/x', 'https://fly.example'))).toContain('allow-same-origin');
  });
});
