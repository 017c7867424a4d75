import { useInsertionEffect } from 'react';

const injected = new Set<string>();

/**
 * Adds a plugin's stylesheet to the document once (keyed by `id`), when the first component
 * using it renders. Keeps plugin CSS inside the plugin's lazy chunk.
 */
export function useStyleSheet(id: string, css: string): void {
  useInsertionEffect(() => {
    if (injected.has(id) && document.querySelector(`style[data-portico-style="${id}"]`)) return;
    const el = document.createElement('style');
    el.dataset.porticoStyle = id;
    el.textContent = css;
    document.head.append(el);
    injected.add(id);
  }, [id, css]);
}
