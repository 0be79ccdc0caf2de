import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/**
 * A route's ErrorBoundary when its loader answers 404 for a missing thing (a
 * brand, a location): the not-found page, kept out of search engines, with one
 * way onwards; any other error gets the generic "Something went wrong".
 */
export function NotFoundOrErrorPage(props: {
  /** Title and heading of the 404 page, e.g. "Location not found". */
  notFoundTitle: string;
  notFoundMessage: string;
  /** The link onwards, shown on both pages. */
  link: { to: string; label: string };
}) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="error-page">
      <title>{notFound ? props.notFoundTitle : "Something went wrong"}</title>
      {notFound ? <meta name="robots" content="noindex" /> : null}
      <h1>{notFound ? props.notFoundTitle : "Something went wrong"}</h1>
      <p>{notFound ? props.notFoundMessage : "Sorry, this page could not be shown. Please try again in a moment."}</p>
      <p>
        <Link className="button" to={props.link.to}>
          {props.link.label}
        </Link>
      </p>
    </section>
  );
}
