import { readOptions, type EmbedOptions } from './options';
import { widgetMessage } from './messages';
import { widgetUrl } from './widget-url';

/**
 * The one-tag embed: every `<script src=".../embed.js">` on the page renders its widget where it stands
 * (or into data-target). Framed widgets post their height and events; only messages whose origin is the
 * widget's and whose source is one of our frames are believed.
 */
const DONE = 'charterflightDone';
const POPUP_SIZE = { popup: 'width=800,height=900', 'light-popup': 'width=900,height=750' } as const;
const frames = new Map<Window, { frame: HTMLIFrameElement; options: EmbedOptions }>();

function mountPoint(script: HTMLScriptElement, options: EmbedOptions): HTMLElement {
  const target = options.target ? document.querySelector<HTMLElement>(options.target) : null;
  if (target) return target;
  const holder = document.createElement('div');
  holder.className = 'charterflight-widget';
  script.after(holder);
  return holder;
}

function renderFrame(holder: HTMLElement, options: EmbedOptions) {
  const frame = document.createElement('iframe');
  const light = options.type === 'light';
  frame.src = widgetUrl(options, location.origin);
  frame.title = light ? 'Charter flight route selector' : 'Charter flight booking';
  frame.loading = 'lazy';
  frame.setAttribute('allow', 'clipboard-write; web-share');
  // The full widget starts at a sensible height and then follows its content (resize messages).
  frame.style.cssText = `display:block;width:100%;border:0;overflow:hidden;${light ? 'max-width:1000px;height:180px' : 'height:900px'}`;
  holder.append(frame);
  if (frame.contentWindow) frames.set(frame.contentWindow, { frame, options });
}

function renderButton(holder: HTMLElement, options: EmbedOptions) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = options.label ?? (options.type === 'popup' ? 'Book a charter flight' : 'Choose your flight');
  button.style.cssText =
    'font:600 16px/1.2 system-ui,sans-serif;padding:12px 20px;border:0;border-radius:8px;background:#0b4f6c;color:#fff;cursor:pointer';
  button.addEventListener('click', () => {
    const features = `${POPUP_SIZE[options.type as 'popup' | 'light-popup']},scrollbars=yes,resizable=yes`;
    const url = widgetUrl(options, undefined);
    if (!window.open(url, 'charterflight', features)) location.assign(url);
  });
  holder.append(button);
}

function mount(script: HTMLScriptElement) {
  if (script.dataset[DONE]) return;
  script.dataset[DONE] = '1';
  const options = readOptions(script, document.documentElement.getAttribute('lang'));
  const holder = mountPoint(script, options);
  if (options.type === 'full' || options.type === 'light') renderFrame(holder, options);
  else renderButton(holder, options);
}

function onMessage(event: MessageEvent) {
  const known = event.source ? frames.get(event.source as Window) : undefined;
  if (!known || event.origin !== known.options.origin) return;
  const message = widgetMessage(event.data);
  if (!message) return;
  if (message.type === 'resize') {
    known.frame.style.height = `${message.height}px`;
    return;
  }
  known.frame.dispatchEvent(
    new CustomEvent(`charterflight:${message.type}`, {
      bubbles: true,
      detail: { ...message.detail, widget: known.options.type, partner: known.options.partner ?? null },
    }),
  );
}

function mountAll() {
  document.querySelectorAll<HTMLScriptElement>('script[src*="/embed.js"]').forEach(mount);
}

const w = window as Window & { __charterflightEmbed?: boolean };
if (!w.__charterflightEmbed) {
  w.__charterflightEmbed = true;
  window.addEventListener('message', onMessage);
}
if (document.currentScript instanceof HTMLScriptElement) mount(document.currentScript);
mountAll();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll, { once: true });
