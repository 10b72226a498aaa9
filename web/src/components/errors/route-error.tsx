import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** §8 generic route errors by status; anything thrown by the interface gets the error page. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

export function routeErrorTitle(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const text = STATUS_TEXT[error.status];
  return text ? `${error.status} ${text}` : 'Unexpected Application Error!';
}

export function RouteError() {
  const error = useRouteError();
  const title = routeErrorTitle(error);
  if (title === null) {
    console.error('unhandled interface error', error);
    return <ErrorPage />;
  }
  return (
    <section className="error-page" role="alert">
      <h1>{title}</h1>
    </section>
  );
}
