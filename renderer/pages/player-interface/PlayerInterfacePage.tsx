/** Placeholder until issue 4 (scoring) builds this screen. */
export default function Page() {
  return (
    <section className="page">
      <h1>Player Scoring</h1>
    </section>
  );
}
