import type { RequestHandler } from '@portico/dev';

/**
 * Dev API of the reminders: none of its own. The qualification and business validation status
 * calls it reads are spec §7 calls shared with the toolbox pages; the core dev API answers both
 * per scenario (`@portico/dev` session handlers).
 */
export const reminderHandlers: RequestHandler[] = [];

export default reminderHandlers;
