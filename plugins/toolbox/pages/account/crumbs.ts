import type { Crumb } from '@portico/ui';
import { MESSAGES } from '../../messages';
import { BASE, type PagePath } from '../../routes';

/** 工具箱 home as the first breadcrumb step; the agency side keeps `?agency=true`. */
export const toolboxHome = (agency = false): Crumb => ({
  label: MESSAGES.subApp,
  to: `${BASE}/Home${agency ? '?agency=true' : ''}`,
});

/** A breadcrumb step to another toolbox page. */
export const toolboxStep = (path: PagePath): Crumb => ({ label: MESSAGES.titles[path], to: `${BASE}${path}` });
