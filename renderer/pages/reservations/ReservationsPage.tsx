/** Placeholder until issue 5 (bookings) builds this screen. */
export default function Page() {
  return (
    <section className="page">
      <h1>Reservations</h1>
    </section>
  );
}
