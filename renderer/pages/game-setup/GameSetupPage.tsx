/** Placeholder until issue 3 (lanes) builds this screen. */
export default function Page() {
  return (
    <section className="page">
      <h1>Game Setup</h1>
    </section>
  );
}
