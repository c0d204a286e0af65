import { data } from "react-router";

/** Every unknown path: the root error boundary renders the 404 screen with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
