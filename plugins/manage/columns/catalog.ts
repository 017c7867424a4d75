import {
  AD_TYPES,
  CREATIVE_TYPES,
  DAY_LIMITS,
  DELIVERY_MODES,
  DYNAMIC_MODES,
  ELEMENT_TYPE,
  EXTENSION_TYPES,
  FLOW_SCENES,
  PACINGS,
  TRAFFICS,
  type ElementType,
  type Labelled,
} from '@portico/ads';
import { PAGE_CODES } from '../api';
import { TABLE_MESSAGES } from '../table-messages';
import { ALIGN, FIXABLE, type ColumnElement, type ColumnGroup, type Fixable } from './elements';

const N = TABLE_MESSAGES.names;
const G = TABLE_MESSAGES.groups;

/** The three promotion tables. */
export type TableKey = keyof typeof PAGE_CODES;

/** A column code the pages know how to read (the row field of the same name). */
export type ColumnCode = keyof typeof N;

/** Columns whose value is a spec §3 enumeration: shown through its Chinese labels (未知 + the raw value otherwise). */
export const ENUM_COLUMNS: Readonly<Partial<Record<string, ReadonlyArray<Labelled<number>>>>> = {
  extensionType: EXTENSION_TYPES,
  advertiseType: AD_TYPES,
  extensionFlow: TRAFFICS,
  flowScene: FLOW_SCENES,
  deliveryMode: DELIVERY_MODES,
  dayLimit: DAY_LIMITS,
  pacing: PACINGS,
  creativeType: CREATIVE_TYPES,
  dynamicMode: DYNAMIC_MODES,
};

interface Spec {
  readonly type?: ElementType;
  readonly width?: number;
  readonly sortable?: boolean;
  readonly fixable?: Fixable;
  readonly hidden?: boolean;
}

const NUMERIC = new Set<ElementType>([
  ELEMENT_TYPE.NUMBER,
  ELEMENT_TYPE.PRICE,
  ELEMENT_TYPE.PERCENT,
  ELEMENT_TYPE.RATE,
]);

const METRICS: ReadonlyArray<readonly [ColumnCode, Spec]> = [
  ['cost', { type: ELEMENT_TYPE.PRICE, sortable: true, width: 130 }],
  ['impressions', { type: ELEMENT_TYPE.NUMBER, sortable: true, width: 120 }],
  ['clicks', { type: ELEMENT_TYPE.NUMBER, sortable: true, width: 110 }],
  ['ctr', { type: ELEMENT_TYPE.RATE, sortable: true, width: 100 }],
  ['conversions', { type: ELEMENT_TYPE.NUMBER, sortable: true, width: 100, hidden: true }],
  ['cvr', { type: ELEMENT_TYPE.RATE, sortable: true, width: 100, hidden: true }],
];

/** The columns each table offers, in groups, with their default settings. */
const TABLES: Readonly<Record<TableKey, ReadonlyArray<readonly [string, ReadonlyArray<readonly [ColumnCode, Spec]>]>>> =
  {
    plan: [
      [
        G.basic,
        [
          ['planName', { sortable: true, fixable: FIXABLE.LEFT, width: 220 }],
          ['planId', { type: ELEMENT_TYPE.NUMBER, sortable: true, width: 100, hidden: true }],
          ['extensionType', { width: 110 }],
          ['advertiseType', { width: 130 }],
          ['createTime', { sortable: true, width: 170, hidden: true }],
        ],
      ],
      [
        G.delivery,
        [
          ['extensionFlow', { width: 110 }],
          ['deliveryMode', { width: 110 }],
          ['dayLimit', { width: 110 }],
          ['dayBudget', { type: ELEMENT_TYPE.PRICE, sortable: true, width: 130 }],
          ['pacing', { width: 110 }],
        ],
      ],
      [G.data, [...METRICS, ['budgetUsage', { type: ELEMENT_TYPE.PERCENT, sortable: true, width: 120 }]]],
    ],
    group: [
      [
        G.basic,
        [
          ['groupName', { sortable: true, fixable: FIXABLE.LEFT, width: 220 }],
          ['groupId', { type: ELEMENT_TYPE.NUMBER, sortable: true, width: 100, hidden: true }],
          ['planName', { sortable: true, width: 200 }],
        ],
      ],
      [
        G.delivery,
        [
          ['flowScene', { width: 110 }],
          ['extensionFlow', { width: 110 }],
          ['deliveryMode', { width: 110 }],
          ['bid', { type: ELEMENT_TYPE.PRICE, sortable: true, width: 110 }],
          ['dayBudget', { type: ELEMENT_TYPE.PRICE, sortable: true, width: 130, hidden: true }],
        ],
      ],
      [G.data, METRICS],
    ],
    creative: [
      [
        G.basic,
        [
          ['creativeName', { sortable: true, fixable: FIXABLE.LEFT, width: 220 }],
          ['creativeId', { type: ELEMENT_TYPE.NUMBER, sortable: true, width: 100, hidden: true }],
          ['creativeType', { width: 130 }],
          ['dynamicMode', { width: 120 }],
          ['groupName', { sortable: true, width: 200 }],
          ['planName', { sortable: true, width: 200, hidden: true }],
        ],
      ],
      [G.data, METRICS],
      [G.actions, [['operation', { type: ELEMENT_TYPE.SLOT, fixable: FIXABLE.RIGHT, width: 110 }]]],
    ],
  };

/**
 * The default column groups of a table (what a new owner sees, and what the page falls back to
 * when the column calls fail). The dev API answers with the same groups.
 */
export function defaultGroups(table: TableKey): ColumnGroup[] {
  let sort = 0;
  return TABLES[table].map(([groupName, columns]) => ({
    groupName,
    elements: columns.map(([code, spec]): ColumnElement => {
      const type = spec.type ?? ELEMENT_TYPE.TEXT;
      sort += 1;
      return {
        elementCode: code,
        elementName: N[code],
        elementType: type,
        status: spec.hidden ? 0 : 1,
        sort,
        sortable: spec.sortable ? 1 : 0,
        fixable: spec.fixable ?? FIXABLE.NONE,
        align: NUMERIC.has(type) ? ALIGN.RIGHT : ALIGN.LEFT,
        width: spec.width ?? null,
        comment: '',
        templateSort: sort,
      };
    }),
  }));
}
