import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What is wrong with where the focus is now, or null: focus on nothing, on an element that is not
 * shown, outside the window, covered by something else (the sticky header, the help dock, a
 * dialog's backdrop — WCAG 2.4.11), or outside an open modal dialog (the dialog traps focus).
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return 'focus is on nothing';
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // Fluent's focus manager hops over its own guard elements at once.
    if (el.hasAttribute('data-tabster-dummy')) return null;
    const modal = Array.from(
      document.querySelectorAll('[role="dialog"][aria-modal="true"],[role="alertdialog"]'),
    ).pop();
    if (modal && !modal.contains(el)) return `${name} is outside the open dialog`;
    if (el.closest('[aria-hidden="true"],[inert]')) return `${name} is hidden from assistive technology`;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return `${name} is not shown`;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') return `${name} is invisible`;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
      return `${name} is outside the window`;
    const hit = document.elementFromPoint(x, y);
    if (!hit) return `${name}: nothing at its centre`;
    // The element itself, a part of it, or a label/wrapper it sits in (Fluent's checkbox input).
    if (el.contains(hit) || hit.contains(el)) return null;
    const label = hit.closest('label');
    if (label && (label.control === el || label.contains(el))) return null;
    const cover = hit.closest('[class]') ?? hit;
    return `${name} is covered by ${cover.tagName.toLowerCase()}.${(cover.getAttribute('class') ?? '').slice(0, 60)}`;
  });
}

/** Fails when the focus is hidden, covered or outside an open dialog (see {@link focusProblem}). */
export async function expectFocusSeen(page: Page): Promise<void> {
  expect(await focusProblem(page)).toBeNull();
}

/** Whether `target` has the focus. */
export const hasFocus = async (target: Locator): Promise<boolean> =>
  // An element that has gone (a closed panel) has no focus: asked at once, not waited for.
  (await target.count()) > 0 && target.first().evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus and returns how many presses it
 * took; every stop on the way must be seen ({@link expectFocusSeen}). Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 80, back = false): Promise<number> {
  await expect(target).toBeVisible();
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return i;
    await expectFocusSeen(page);
  }
  throw new Error(`not reached with ${max} presses of Tab: ${String(target)}`);
}

/** Presses `key` until `target` has the focus (arrow keys in a menu or a list); fails after `max`. */
export async function pressTo(page: Page, key: string, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** What draws the focus ring of the focused element, as measured by {@link focusRing}. */
export interface FocusRing {
  /** The focused element, for messages: tag and name. */
  readonly element: string;
  /** What is drawn only while focused: outline, box-shadow or border, of the element or its ::before/::after. */
  readonly parts: readonly string[];
  /** The best contrast of those parts against the background around the element (WCAG 1.4.11: 3:1). */
  readonly contrast: number;
}

/**
 * Measures the ring of the focused element (WCAG 2.4.7): the outlines, box-shadows and borders of
 * the element and the two boxes around it, and of their ::before/::after, that are there while it
 * has the focus and go when it loses
 * it (blurred for a moment, then focused again), and their best contrast against the first opaque
 * background of the element or around it — the dark header's, a table's, a dialog's. Parts thinner
 * than 1px or fully transparent count for nothing.
 */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: 'nothing', parts: [], contrast: 0 };
    const element = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const rgba = (c: string): number[] | null => {
      const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:,?\s*\/?\s*([\d.]+))?\)/.exec(c);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    /**
     * Every visible line drawn around the element, `where kind width colour`: by the element and
     * its ::before/::after, and by the few boxes around it (a field's wrapper draws the ring of its
     * input on :focus-within).
     */
    const lines = () => {
      const out: string[] = [];
      let depth = 0;
      for (let node: Element | null = el; node && depth < 3; node = node.parentElement, depth++)
        for (const pseudo of [null, '::before', '::after']) {
          const s = getComputedStyle(node, pseudo);
          if (pseudo && (s.content === 'none' || s.content === 'normal')) continue;
          const at = `${depth}${pseudo ?? ''}`;
          if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1)
            out.push(`${at} outline ${s.outlineWidth} ${s.outlineColor}`);
          for (const side of ['top', 'right', 'bottom', 'left']) {
            const width = s.getPropertyValue(`border-${side}-width`);
            if (s.getPropertyValue(`border-${side}-style`) !== 'none' && parseFloat(width) >= 1)
              out.push(`${at} border-${side} ${width} ${s.getPropertyValue(`border-${side}-color`)}`);
          }
          if (s.boxShadow !== 'none')
            for (const shadow of s.boxShadow.split(/,(?![^(]*\))/)) {
              const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
              const [, , blur = '0px', spread = '0px'] = lengths;
              if (parseFloat(blur) + Math.abs(parseFloat(spread)) >= 1) out.push(`${at} box-shadow ${shadow.trim()}`);
            }
        }
      return out.filter((l) => (rgba(l)?.[3] ?? 1) > 0);
    };
    const frames = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
    const focused = lines();
    el.blur();
    await frames();
    const blurred = new Set(lines());
    el.focus({ focusVisible: true } as FocusOptions);
    await frames();
    const parts = focused.filter((l) => !blurred.has(l));
    // The background the ring is seen against: the element's own if opaque, else the nearest one around it.
    let bg: number[] = [255, 255, 255, 1];
    for (let n: Element | null = el; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c && c[3] >= 0.9) {
        bg = c;
        break;
      }
    }
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const contrast = Math.max(
      0,
      ...parts
        .map((p) => rgba(p))
        .filter((c) => c !== null)
        .map((c) => ratio(c, bg)),
    );
    return { element, parts, contrast: Math.round(contrast * 100) / 100 };
  });
}

/** Fails unless the focused element shows a ring of at least 3:1 against what is around it ({@link focusRing}). */
export async function expectFocusRing(page: Page): Promise<FocusRing> {
  const ring = await focusRing(page);
  expect(ring.contrast, `focus ring of ${ring.element}: ${ring.parts.join('; ') || 'none'}`).toBeGreaterThanOrEqual(3);
  return ring;
}
