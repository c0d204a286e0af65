import { render } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { createTranslator, TranslationProvider } from "#app/lib/i18n.ts";
import { en } from "#app/locales/en.ts";

/**
 * Renders a page component inside a memory router with English texts; `routes` lists extra paths
 * (each renders `data-testid="route"` with its location) so navigation can be asserted.
 */
export function renderInApp(Component: React.ComponentType, options: { routes?: string[] } = {}) {
  const translator = createTranslator("en", en);
  const Stub = createRoutesStub([
    { path: "/", Component },
    ...(options.routes ?? []).map((path) => ({
      path,
      Component: ShowLocation,
    })),
  ]);
  return render(
    <TranslationProvider translator={translator}>
      <Stub initialEntries={["/"]} />
    </TranslationProvider>,
  );
}

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="route">{`${location.pathname}${location.search}`}</output>;
}
