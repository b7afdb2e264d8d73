export function HomeTab() {
  return (
    <section aria-labelledby="home-title" className="grid gap-6">
      <h2 id="home-title" className="text-xl font-bold">
        Home
      </h2>
    </section>
  );
}
