import { useState, type ReactNode } from 'react';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';

/**
 * A wrapper for `render(ui, { wrapper: InRouter })`: components that hold a <Link> (the schedule's
 * reminder bells) need a router around them, as the app gives them.
 */
export function InRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }) }));
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>;
}
