import { createFrameRegistry } from './frame-registry';
import { embedLabel } from './labels';
import { isLoaderTag, LOADER_SELECTOR } from './loader-scripts';
import { widgetMessage } from './messages';
import { readOptions, type EmbedOptions } from './options';
import { widgetUrl } from './widget-url';

/**
 * The one-tag embed: every `<script src=".../embed.js">` on the page renders its widget where it stands
 * (or into data-target). Each tag runs this file once; whichever run finds a tag first mounts it and answers
 * for its frame, so every run keeps its own frames and its own message listener (no shared globals).
 */
const DONE = 'charterflightDone';
const POPUP_SIZE = { popup: 'width=800,height=900', 'light-popup': 'width=900,height=750' } as const;
const frames = createFrameRegistry<{ frame: HTMLIFrameElement } & EmbedOptions>();
const loaderUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : undefined;

/** The element to render into: data-target's element, undefined for "after the tag", null while not yet parsed. */
function targetOf(selector: string | undefined): Element | null | undefined {
  if (!selector) return undefined;
  try {
    return document.querySelector(selector);
  } catch {
    return undefined; // not a CSS selector: render after the tag rather than not at all
  }
}

function renderFrame(holder: Element, options: EmbedOptions) {
  const frame = document.createElement('iframe');
  const light = options.type === 'light';
  frame.src = widgetUrl(options, location.origin);
  frame.title = embedLabel(options.type, options.lang);
  frame.loading = 'lazy';
  frame.setAttribute('allow', 'clipboard-write; web-share');
  // The full widget starts at a sensible height, then follows its content (resize messages).
  frame.style.cssText = `display:block;width:100%;border:0;overflow:hidden;${light ? 'max-width:1000px;height:180px' : 'height:900px'}`;
  holder.append(frame);
  if (frame.contentWindow) frames.add(frame.contentWindow, { ...options, frame });
}

function renderButton(holder: Element, options: EmbedOptions) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = options.label ?? embedLabel(options.type, options.lang);
  button.style.cssText =
    'font:600 16px/1.2 system-ui,sans-serif;padding:12px 20px;border:0;border-radius:8px;background:#0b4f6c;color:#fff;cursor:pointer';
  button.addEventListener('click', () => {
    const url = widgetUrl(options, undefined);
    const features = `${POPUP_SIZE[options.type as keyof typeof POPUP_SIZE]},scrollbars=yes,resizable=yes`;
    if (!window.open(url, 'charterflight', features)) location.assign(url);
  });
  holder.append(button);
}

function mount(script: HTMLScriptElement) {
  if (script.dataset[DONE]) return;
  const options = readOptions(script.dataset, script.src, document.documentElement.getAttribute('lang'));
  const target = targetOf(options.target);
  // The target may come later in the page: the DOMContentLoaded scan mounts it then.
  if (target === null && document.readyState === 'loading') return;
  script.dataset[DONE] = '1';
  let holder = target;
  if (!holder) {
    holder = document.createElement('div');
    holder.className = 'charterflight-widget';
    script.after(holder);
  }
  if (options.type === 'full' || options.type === 'light') renderFrame(holder, options);
  else renderButton(holder, options);
}

function mountAll() {
  document.querySelectorAll<HTMLScriptElement>(LOADER_SELECTOR).forEach((script) => {
    if (isLoaderTag({ src: script.src, hasType: script.hasAttribute('data-type') }, loaderUrl)) mount(script);
  });
}

window.addEventListener('message', (event: MessageEvent) => {
  const sender = frames.sender(event.source, event.origin);
  const message = sender && widgetMessage(event.data);
  if (!sender || !message) return;
  if (message.type === 'resize') {
    sender.frame.style.height = `${message.height}px`;
    return;
  }
  // Bubbles from the frame, so a listener on document (or on the frame's container) hears it.
  sender.frame.dispatchEvent(
    new CustomEvent(`charterflight:${message.type}`, {
      bubbles: true,
      detail: { ...message.detail, widget: sender.type, partner: sender.partner ?? null },
    }),
  );
});

if (document.currentScript instanceof HTMLScriptElement) mount(document.currentScript);
mountAll();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll, { once: true });
