import { LightWidget } from './light-widget';

/** `/light`: the styled widget on its own. */
export function LightPage() {
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-3xl flex-col justify-start gap-3 p-3 sm:justify-center sm:p-6">
      <h1 className="sr-only">Book a charter flight</h1>
      <LightWidget variant="styled" />
    </main>
  );
}

/** `/light-widget-embed`: the plain widget, no page padding, for partners' 1000x180 frames. */
export function LightEmbedPage() {
  return (
    <main className="w-full">
      <h1 className="sr-only">Book a charter flight</h1>
      <LightWidget variant="plain" />
    </main>
  );
}

/** `/light-widget-demo`: both variants with a description of the compact widget (SPEC §2). */
export function LightDemoPage() {
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">Light Booking Widget Demo</h1>
        <p className="text-muted-foreground">
          A compact route selector for partner websites. Visitors pick where they fly from and to, and Book Now opens the full booking
          widget with their route already chosen.
        </p>
        <ul className="list-disc pl-5 text-sm text-muted-foreground">
          <li>Small and fast: it loads only the two location lists, in parallel, and caches them for 10 minutes.</li>
          <li>Resilient: it retries failed loads, shows when the connection drops and reloads when it returns.</li>
          <li>Fits a 1000 x 180 banner on desktop and stacks on phones; works with the keyboard and screen readers.</li>
          <li>Two variants: a styled card that opens booking in a large dialog, and a plain banner that opens a popup window.</li>
        </ul>
      </header>
      <section aria-labelledby="demo-styled" className="flex flex-col gap-2">
        <h2 id="demo-styled" className="text-lg font-semibold">
          Styled variant (booking in a dialog)
        </h2>
        <LightWidget variant="styled" />
      </section>
      <section aria-labelledby="demo-plain" className="flex flex-col gap-2">
        <h2 id="demo-plain" className="text-lg font-semibold">
          Plain variant (booking in a popup window)
        </h2>
        <div className="rounded-lg border bg-card p-3">
          <LightWidget variant="plain" />
        </div>
      </section>
    </main>
  );
}
