import { isRouteErrorResponse, Link, useRouteError } from '@musawo/shared/router';
import styled from 'styled-components';

/** The generic fallback of spec §2.1, for unknown routes and crashes. */
export function ErrorView({ status }: { status: string }) {
  return (
    <Wrap role="alert">
      <h1>Unexpected Application Error!</h1>
      <p data-testid="error-status">{status}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Wrap>
  );
}

export function NotFound() {
  return <ErrorView status="404 Not Found" />;
}

/** Used as the router's errorElement: a crash anywhere outside a remote's own boundary lands here. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong';
  return <ErrorView status={status} />;
}

const Wrap = styled.section`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 16px;
  h1 {
    font-size: 1.75rem;
    margin-bottom: 8px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    word-break: break-word;
  }
`;
