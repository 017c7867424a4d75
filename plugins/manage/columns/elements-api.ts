import type { RequestService } from '@portico/sdk';
import { ELEMENTS_API } from '../api';
import { parseElements, parseGroups, type ColumnElement, type ColumnGroup } from './elements';
import { TABLE_MESSAGES } from '../table-messages';

/** A column call without a page code (spec §5), refused before anything is sent. */
export class MissingPageCodeError extends Error {
  constructor(call: string) {
    super(TABLE_MESSAGES.columns.missingPageCode(call));
    this.name = 'MissingPageCodeError';
  }
}

function pageCodeOf(pageCode: unknown, call: string): string {
  if (typeof pageCode !== 'string' || pageCode.trim() === '') throw new MissingPageCodeError(call);
  return pageCode;
}

/** `elements/query`: the table's elements. Rejects with {@link MissingPageCodeError} when `pageCode` is empty. */
export async function queryElements(request: RequestService, pageCode: string): Promise<ColumnElement[]> {
  const code = pageCodeOf(pageCode, ELEMENTS_API.query);
  return parseElements(await request.call<unknown>(ELEMENTS_API.query, { pageCode: code }, { silent: true }));
}

/** `elements/detail`: the groups for the column dialog. Rejects with {@link MissingPageCodeError} when `pageCode` is empty. */
export async function detailElements(request: RequestService, pageCode: string): Promise<ColumnGroup[]> {
  const code = pageCodeOf(pageCode, ELEMENTS_API.detail);
  return parseGroups(await request.call<unknown>(ELEMENTS_API.detail, { pageCode: code }));
}

/**
 * `elements/edit` (JSON `{ pageCode, groupInfos }`). Silent: the dialog itself shows 保存失败 and
 * keeps the user's changes (403/409 and 405 still take the request service's way).
 */
export async function editElements(request: RequestService, pageCode: string, groupInfos: readonly ColumnGroup[]) {
  const code = pageCodeOf(pageCode, ELEMENTS_API.edit);
  await request.call<unknown>(ELEMENTS_API.edit, { pageCode: code, groupInfos }, { mode: 'json', silent: true });
}
