import { PASSWORD_HINT_KEY, PASSWORD_NOTICE_KEY } from '@portico/plugin/header';
import type { EventBus } from '@portico/sdk';

/**
 * Spec §2.3: the password-change notice (and the one-time hint) held in session storage ask the
 * user to change the password; once it has been changed they have done their job. Removes both
 * (the keys are the header's contract) and tells the header to read them again, so the notice
 * disappears without a reload. Refused storage leaves them for this page only.
 */
export function clearPasswordNotices(events: EventBus, source: string): void {
  for (const key of [PASSWORD_NOTICE_KEY, PASSWORD_HINT_KEY]) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Storage refused: nothing to remove.
    }
  }
  events.emit('password:changed', { source });
}
