import { createContext, useContext, useEffect } from 'react';

/**
 * What the shell counts before it calls the portal ready: every {@link ExtensionBoundary} rendered
 * before then is expected, and settles once it shows its content or its error (not its loading
 * state). A shell provides one through {@link FirstScreenContext}; without one nothing is counted.
 */
export interface FirstScreenTracker {
  /** A boundary with this extension id is on its way to the screen. */
  expect(id: string): void;
  /** The boundary shows its content or its error, or has left the screen. */
  settle(id: string): void;
}

/** The shell's tracker of the first screen (none outside a shell: tests, a plugin's own tree). */
export const FirstScreenContext = createContext<FirstScreenTracker | null>(null);

/**
 * Rendered by a boundary beside its Suspense: registers the boundary while it renders (so that the
 * commit which shows the first page already counts it), and settles it if it unmounts unsettled.
 */
export function FirstScreenExpected({ id }: { readonly id: string }) {
  const tracker = useContext(FirstScreenContext);
  tracker?.expect(id);
  useEffect(() => () => tracker?.settle(id), [tracker, id]);
  return null;
}

/** Rendered after a boundary's content (inside its Suspense) and beside its error: settles it once on screen. */
export function FirstScreenShown({ id }: { readonly id: string }) {
  const tracker = useContext(FirstScreenContext);
  useEffect(() => tracker?.settle(id), [tracker, id]);
  return null;
}
