import { describe, expect, it } from 'vitest';
import { canFrameBookingPage, openBookingWindow, popupFeatures } from './open-booking';

const URL_ = 'http://127.0.0.1:5000/?departure=jandakot&destination=rottnest-island&flightType=same-day&region=WA&lang=en&popup=true';

/** A window as far as these functions look at it: open(), screen, top/parent and location. */
function fakeWindow(options: { popup?: boolean; topRefuses?: boolean } = {}) {
  const opened: { url: string; name: string; features: string }[] = [];
  const assigned: string[] = [];
  let focused = false;
  const top = {
    location: {
      assign(url: string) {
        if (options.topRefuses) throw new DOMException('Not allowed to navigate the top frame', 'SecurityError');
        assigned.push(url);
      },
    },
  };
  const win = {
    screen: { width: 1920, height: 1080 },
    top,
    open(url: string, name: string, features: string) {
      opened.push({ url, name, features });
      return options.popup ? { focus: () => void (focused = true) } : null;
    },
  };
  return { win: win as unknown as Window, opened, assigned, focused: () => focused };
}

describe('plain variant booking window (docs/product.md §2)', () => {
  it('opens a centred 1200x800 popup with scrollbars, resizable, and focuses it', () => {
    const { win, opened, assigned, focused } = fakeWindow({ popup: true });
    expect(openBookingWindow(URL_, win)).toBe('popup');
    expect(opened).toEqual([{ url: URL_, name: 'charter-flight-booking', features: 'width=1200,height=800,left=360,top=140,scrollbars=yes,resizable=yes' }]);
    expect(focused()).toBe(true);
    expect(assigned).toEqual([]);
    expect(popupFeatures({ width: 1000, height: 700 })).toBe('width=1200,height=800,left=0,top=0,scrollbars=yes,resizable=yes');
  });

  it('navigates the top window when the popup is blocked, and reports when that is refused too', () => {
    const blocked = fakeWindow();
    expect(openBookingWindow(URL_, blocked.win)).toBe('navigated');
    expect(blocked.assigned).toEqual([URL_]);
    expect(openBookingWindow(URL_, fakeWindow({ topRefuses: true }).win)).toBe('blocked');
  });
});

describe('booking dialog fallback', () => {
  const at = (origin: string, parent?: Window) => {
    const win = { location: { origin } } as unknown as { location: { origin: string }; parent: Window };
    win.parent = parent ?? (win as unknown as Window);
    return win as unknown as Window;
  };
  const crossOrigin = () => {
    const win = {} as { parent: unknown; location: unknown };
    win.parent = win;
    Object.defineProperty(win, 'location', {
      get() {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame', 'SecurityError');
      },
    });
    return win as unknown as Window;
  };

  it("falls back to the dialog at the top level and under the site's own pages only, never inside a partner's banner", () => {
    const site = 'https://flights.example.com';
    expect(canFrameBookingPage(at(site))).toBe(true);
    expect(canFrameBookingPage(at(site, at(site)))).toBe(true);
    expect(canFrameBookingPage(at(site, crossOrigin()))).toBe(false); // a partner's page
    expect(canFrameBookingPage(at(site, at(site, crossOrigin())))).toBe(false); // a partner further up
    expect(canFrameBookingPage(at('null', at(site)))).toBe(false); // sandboxed without allow-same-origin
  });
});
