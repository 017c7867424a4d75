import type { ComponentType } from 'react';
import { type PageProps } from '@portico/sdk';
import { framedPages, type Crumb } from '@portico/ui';
import { MESSAGES as M } from '../messages';
import { BASE, type PagePath } from '../routes';
import { TOOL_PAGES, type ToolKey } from '../tools';
import { ACCOUNT_PAGES } from './account';
import { ToolboxHome } from './home/ToolboxHome';
import { DESCRIPTIONS } from './messages';
import { NotifySubscription } from './notify/NotifySubscription';
import { NotifyView } from './notify/NotifyView';
import { OperationLog } from './operation-log/OperationLog';
import { toolPage } from './tools/ToolPage';
import { WorkOrderManage } from './work-orders/WorkOrderManage';

const HOME: Crumb = { label: M.subApp, to: `${BASE}/Home` };
const step = (path: PagePath): Crumb => ({ label: M.titles[path], to: `${BASE}${path}` });

/** Breadcrumbs other than the default (工具箱 → page). */
const CRUMBS: Partial<Record<PagePath, readonly Crumb[]>> = {
  '/': [],
  '/Home': [],
  '/personal/QualificationList': [HOME, step('/personal/Index')],
  '/ActionTrack/ManageList': [HOME, step('/ActionTrack')],
  '/ActionTrack/Clues': [HOME, step('/ActionTrack')],
  '/agencyMultChangPassword': [{ ...HOME, to: `${HOME.to}?agency=true` }],
};

/** The breadcrumb of a page. */
export const crumbsOf = (path: PagePath): readonly Crumb[] => CRUMBS[path] ?? [HOME];

type FramedProps = PageProps & { readonly crumbs: readonly Crumb[]; readonly description: string };

/** A page component with its path's breadcrumb and description. */
const framedBy = (path: PagePath, Page: ComponentType<FramedProps>) =>
  function ToolboxPage(props: PageProps) {
    return <Page {...props} crumbs={crumbsOf(path)} description={DESCRIPTIONS[path]} />;
  };

/** The honest page of each tool the spec only names (one table, one component). */
const TOOLS = Object.fromEntries(
  (Object.entries(TOOL_PAGES) as Array<[ToolKey, PagePath]>).map(([tool, path]) => [
    path,
    toolPage(tool, crumbsOf(path), DESCRIPTIONS[path]),
  ]),
) as Partial<Record<PagePath, ComponentType<PageProps>>>;

/** Pages with their own component; every other path renders its framed description. */
const PAGES: Partial<Record<PagePath, ComponentType<PageProps>>> = {
  '/': framedBy('/', ToolboxHome),
  '/Home': framedBy('/Home', ToolboxHome),
  '/NotifyView': framedBy('/NotifyView', NotifyView),
  '/NotifySubscription': framedBy('/NotifySubscription', NotifySubscription),
  '/workOrderManage': framedBy('/workOrderManage', WorkOrderManage),
  '/OperationLog': framedBy('/OperationLog', OperationLog),
  ...TOOLS,
  ...ACCOUNT_PAGES,
};

const framed = framedPages(DESCRIPTIONS, { crumbs: crumbsOf });

/** The page component of each path (one chunk for the whole sub-app). */
export const page = (path: PagePath): ComponentType<PageProps> => PAGES[path] ?? framed(path);
