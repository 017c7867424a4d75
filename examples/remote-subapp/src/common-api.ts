// What the shared common script offers, and the helpers themselves, so the sub-app has the same
// formatting when it runs without the script (its unit tests, or a gateway that does not serve it).

/** The shape of `window.microfrontendsCommon`. */
export interface MicrofrontendsCommon {
  readonly version: string;
  /** How many times the script ran on this page; the shell loads it once. */
  loads: number;
  /** Cents → yuan with two decimals and thousands separators (`1234567` → `12,345.67`); `-` when not a number. */
  formatAmount(cents: unknown): string;
}

export const COMMON_VERSION = '1.0.0';

export function formatAmount(cents: unknown): string {
  const value = typeof cents === 'string' && cents.trim() !== '' ? Number(cents) : cents;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  const [whole, fraction] = (Math.abs(value) / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** The page's common script when loaded, else the same helpers bundled here. */
export function common(): Pick<MicrofrontendsCommon, 'formatAmount'> {
  return (
    (window as unknown as { microfrontendsCommon?: MicrofrontendsCommon }).microfrontendsCommon ?? { formatAmount }
  );
}
