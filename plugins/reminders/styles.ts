import { makeStyles, tokens } from '@fluentui/react-components';

/** The reminders' bars span the page width under the header, like the banner. */
export const useReminderStyles = makeStyles({
  bar: { borderRadius: 0 },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});
