import { describe, expect, it } from 'vitest';
import { configFragment, fragmentText, NO_CHANGES, toggle } from './fragment';

describe('config fragment', () => {
  it('is null while nothing differs from the running config', () => {
    expect(configFragment(NO_CHANGES)).toBeNull();
    expect(fragmentText(NO_CHANGES)).toBe('');
  });

  it('turns a plugin switched off into the plugins fragment to paste', () => {
    const changes = toggle(NO_CHANGES, 'plugins', 'daily-tips', false, true);
    expect(configFragment(changes)).toEqual({ plugins: { 'daily-tips': { enabled: false } } });
    expect(JSON.parse(fragmentText(changes))).toEqual({ plugins: { 'daily-tips': { enabled: false } } });
  });

  it('turns an extension switched off into the extensions fragment, beside plugins switched on', () => {
    let changes = toggle(NO_CHANGES, 'extensions', 'header-widget:daily-tips/tips', false, true);
    changes = toggle(changes, 'plugins', 'crash-demo', true, false);
    expect(configFragment(changes)).toEqual({
      plugins: { 'crash-demo': { enabled: true } },
      extensions: { 'header-widget:daily-tips/tips': { enabled: false } },
    });
  });

  it('drops a switch turned back to the running state, and sorts ids', () => {
    let changes = toggle(NO_CHANGES, 'plugins', 'reminders', false, true);
    changes = toggle(changes, 'plugins', 'header', false, true);
    expect(Object.keys(configFragment(changes)!.plugins!)).toEqual(['header', 'reminders']);
    changes = toggle(changes, 'plugins', 'header', true, true);
    changes = toggle(changes, 'plugins', 'reminders', true, true);
    expect(configFragment(changes)).toBeNull();
  });
});
