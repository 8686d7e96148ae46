export default function HomePage() {
  return (
    <main>
      <h1>Booking platform for sports venues</h1>
      <p>The public lead API is at /api/quote-request, /api/contact, /api/brochure-request and /api/scheduling/request-demo.</p>
    </main>
  );
}
