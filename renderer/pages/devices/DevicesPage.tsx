/** Placeholder until issue 7 (front-desk app) builds this screen. */
export default function Page() {
  return (
    <section className="page">
      <h1>Devices</h1>
    </section>
  );
}
