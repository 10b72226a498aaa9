import { Navigate } from 'react-router-dom';
import { useHomeDestination } from '../../../features/home/api/use-home-destination';

/** The home redirector (§2). On error it stays on /dashboard and says so (rule 8). */
export function Component() {
  const { data, isError, refetch } = useHomeDestination();
  if (isError) {
    return (
      <section className="page" role="alert">
        <h1>Dashboard</h1>
        <p>We could not open your home page.</p>
        <button type="button" onClick={() => void refetch()}>
          Try again
        </button>
      </section>
    );
  }
  if (!data) return <p aria-busy="true">Loading…</p>;
  if (/^https?:\/\//.test(data)) {
    window.location.replace(data);
    return null;
  }
  return <Navigate replace to={data} />;
}
