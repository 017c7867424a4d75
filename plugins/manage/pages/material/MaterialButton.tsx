import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import type { LooseItem } from '@portico/ads';
import { MATERIAL_MESSAGES as M } from './messages';
import { MaterialViewer, type MaterialViewerProps } from './MaterialViewer';

const idsOf = (v: unknown): string[] => {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return list
    .map((x) => (typeof x === 'number' && Number.isFinite(x) ? String(x) : typeof x === 'string' ? x.trim() : ''))
    .filter(Boolean);
};

/**
 * What the viewer needs from a creative row as the list sends it (our field names, the spec
 * names none): `beforeMaterialIds` / `afterMaterialIds` (lists or comma-joined), `materialType`
 * (spec §3, 1–4) and `storeApp` (a store-app creative). Anything missing or malformed reads as none.
 */
export function materialsOfRow(fields: LooseItem): Omit<MaterialViewerProps, 'creativeId' | 'open' | 'onClose'> {
  const type = Number(fields.materialType);
  return {
    materialIds: { before: idsOf(fields.beforeMaterialIds), after: idsOf(fields.afterMaterialIds) },
    materialType: Number.isInteger(type) ? type : undefined,
    storeApp: fields.storeApp === true,
  };
}

/** 素材查看 for one creative row: a small button that opens the material viewer (spec §2.9). */
export function MaterialButton({ creativeId, fields }: { readonly creativeId: string; readonly fields: LooseItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" appearance="subtle" onClick={() => setOpen(true)}>
        {M.title}
      </Button>
      {open && (
        <MaterialViewer creativeId={creativeId} {...materialsOfRow(fields)} open onClose={() => setOpen(false)} />
      )}
    </>
  );
}
