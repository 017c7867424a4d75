import { parseItems, type LooseItem } from '@portico/ads';

/** Spec §3 material types: image 1, video 2, common 3, interactive 4. */
export const MATERIAL_TYPE = { IMAGE: 1, VIDEO: 2, COMMON: 3, INTERACTIVE: 4 } as const;
/** One material type. */
export type MaterialType = (typeof MATERIAL_TYPE)[keyof typeof MATERIAL_TYPE];

/** True for the four material types of spec §3. */
export const isMaterialType = (v: unknown): v is MaterialType => v === 1 || v === 2 || v === 3 || v === 4;

/** A material (spec §3: mId, type, materialUrl). */
export interface Material {
  readonly mId: string;
  readonly type: MaterialType;
  readonly materialUrl: string;
}

/** An interactive material (spec §3: name, previewUrl). */
export interface InteractiveMaterial {
  readonly name: string;
  readonly previewUrl: string;
}

const idText = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/**
 * Materials of a `material/pageList` answer, item by item: one without an id or an address is
 * skipped; a type the spec does not list falls back to the type that was asked for.
 */
export function parseMaterials(data: unknown, asked: MaterialType): Material[] {
  return parseItems(data, (m) => {
    const mId = idText(m.mId);
    if (mId === null || typeof m.materialUrl !== 'string' || !m.materialUrl.trim()) return null;
    const type = typeof m.type === 'string' ? Number(m.type) : m.type;
    return { mId, type: isMaterialType(type) ? type : asked, materialUrl: m.materialUrl };
  });
}

/** Interactive materials of an answer, item by item (a name and a preview address each). */
export function parseInteractive(data: unknown): InteractiveMaterial[] {
  return parseItems(data, (m) =>
    typeof m.name === 'string' && typeof m.previewUrl === 'string' && m.previewUrl.trim()
      ? { name: m.name, previewUrl: m.previewUrl }
      : null,
  );
}

/** The icon address of a store-app creative answer (spec §3: `content.iconUrl`), or null. */
export function appIconOf(data: unknown): string | null {
  const content = data && typeof data === 'object' ? (data as LooseItem).content : null;
  const icon = content && typeof content === 'object' ? (content as LooseItem).iconUrl : null;
  return typeof icon === 'string' && icon.trim() ? icon : null;
}
