/** Placeholder until issue 6 (tournaments) builds this screen. */
export default function Page() {
  return (
    <section className="page">
      <h1>Tournament Dashboard</h1>
    </section>
  );
}
