import { createCustomFocusIndicatorStyle, Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { PAGE_PATH } from './constants';
import { MESSAGES } from './messages';

const useStyles = makeStyles({
  // Light on the header's dark bar, with a light focus underline (Fluent's is dark).
  link: {
    color: tokens.colorNeutralForegroundInvertedLink,
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorNeutralForegroundInvertedLinkHover },
    ':active': { color: tokens.colorNeutralForegroundInvertedLinkPressed },
  },
  focus: createCustomFocusIndicatorStyle({ textDecorationColor: tokens.colorNeutralForegroundInverted }),
});

/**
 * A header widget: a link to the plugin's page. It goes somewhere, so it is a link (open in a
 * new tab works), and its text is its name.
 */
export default function HelloWidget() {
  const styles = useStyles();
  const href = useHref(PAGE_PATH);
  const onClick = useLinkClickHandler<HTMLElement>(PAGE_PATH);
  return (
    <Link href={href} onClick={onClick} className={mergeClasses(styles.link, styles.focus)}>
      {MESSAGES.widget}
    </Link>
  );
}
