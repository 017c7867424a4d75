import type { ComponentType } from 'react';
import type { PageProps } from '@portico/sdk';
import Page from '../page/Page';

/** The sub-app's pages chunk: the component of each path in routes.ts. */
export function page(path: string): ComponentType<PageProps> {
  void path; // One page so far: add a switch on `path` with the next route.
  return Page;
}
