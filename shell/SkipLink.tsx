import type { MouseEvent } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SHELL_MESSAGES } from './messages';

/** The id of every layout's `<main>`: the skip link's target. */
export const MAIN_ID = 'portico-main';

const useStyles = makeStyles({
  // Off screen until focused (not display: none, which would take it out of the Tab order); then a
  // light chip over the top-left corner of the dark header, above the sticky header place.
  link: {
    position: 'fixed',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: tokens.shadow16,
    transform: 'translateY(-200%)',
    ':focus': {
      transform: 'none',
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThin,
    },
  },
});

/**
 * The first Tab stop of every layout (WCAG 2.4.1): 跳到主要内容, shown while focused, moves focus
 * into `<main>` so the next Tab continues inside the page, past the header. Focus is moved by
 * hand: following `#portico-main` would add a history entry and leave the focus where the browser
 * puts it, not on `<main>`.
 */
export function SkipLink() {
  const styles = useStyles();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={mergeClasses('portico-skip-link', styles.link)} onClick={skip}>
      {SHELL_MESSAGES.skipToMain}
    </a>
  );
}
