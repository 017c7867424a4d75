// The bundle floor of this toolchain (ARCHITECTURE.md, Boot: the first screen against the floor): React 19 + Fluent UI v9 (Button, Menu, Dialog,
// Toaster, Spinner) + react-router-dom 7 + MobX + mobx-react-lite, one lazy route split out.
// Built by the same Rollup config as the portal; marks portal:ready like the portal does.
import { lazy, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import {
  Button,
  Dialog,
  DialogBody,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  FluentProvider,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Toaster,
  webLightTheme,
} from '@fluentui/react-components';

class Store {
  count = 0;
  constructor() {
    makeAutoObservable(this);
  }
  inc() {
    this.count += 1;
  }
}
const store = new Store();
const Lazy = lazy(() => import('./lazy-page'));

const Home = observer(function Home() {
  useEffect(() => {
    performance.mark('portal:ready');
    document.documentElement.setAttribute('data-portal-ready', 'true');
  }, []);
  return (
    <main>
      <h1>floor</h1>
      <Button onClick={() => store.inc()}>{store.count}</Button>
      <Menu>
        <MenuTrigger>
          <Button>menu</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem>a</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <Dialog>
        <DialogTrigger>
          <Button>dialog</Button>
        </DialogTrigger>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>t</DialogTitle>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <Link to="/floor/lazy">lazy</Link>
    </main>
  );
});

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <Toaster />
    <BrowserRouter>
      <Routes>
        <Route
          path="/floor/lazy"
          element={
            <Suspense fallback={<Spinner />}>
              <Lazy />
            </Suspense>
          }
        />
        <Route path="*" element={<Home />} />
      </Routes>
    </BrowserRouter>
  </FluentProvider>,
);
