import { Link } from 'react-router-dom';

/** Any path not in the route table. */
export default function NotFoundPage() {
  return (
    <main className="not-found">
      <div className="card">
        <h1>404 Page Not Found</h1>
        <p className="muted">The page you asked for does not exist.</p>
        <Link to="/" className="btn btn-outline">
          Go to the booking page
        </Link>
      </div>
    </main>
  );
}
