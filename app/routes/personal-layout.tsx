import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";

/**
 * Wraps the personal and admin screens only: TanStack Query, which they use to load signed-in
 * data in the browser, stays out of the JavaScript of the public pages. Nothing here renders
 * user data on the server.
 */
export default function PersonalLayout() {
  // One client per browser tab (state, not module scope, so server renders never share one).
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
