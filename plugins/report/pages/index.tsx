import type { ComponentType } from 'react';
import type { PageProps } from '@portico/sdk';
import type { PagePath } from '../routes';
import { reportPage } from './ReportPage';

const made = new Map<PagePath, ComponentType<PageProps>>();

/** The page component of each path (one chunk for the whole sub-app): every path is a report page. */
export function page(path: PagePath): ComponentType<PageProps> {
  let component = made.get(path);
  if (!component) made.set(path, (component = reportPage(path)));
  return component;
}
