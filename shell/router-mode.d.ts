// The portal routes in React Router's declarative mode: `<BrowserRouter>` in the host,
// `<MemoryRouter>` in tests (PortalShell's `router`), never a data router. There `navigate` returns
// nothing; only a data router's returns a promise. The library types it `void | Promise<void>` for
// both, so a click handler calling it would read as a dropped promise to the typed lint; this is
// React Router's documented narrowing for declarative mode. A data router would need the opposite.
import 'react-router';

declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
