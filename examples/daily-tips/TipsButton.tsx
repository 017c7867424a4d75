import { useEffect, useState } from 'react';
import {
  Button,
  createCustomFocusIndicatorStyle,
  Link,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { Lightbulb20Regular } from '@fluentui/react-icons';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { requestRef, useService } from '@portico/sdk';
import { TIPS_PATH, type Tip } from './api';
import { TIPS_PAGE_PATH } from './constants';
import { MESSAGES } from './messages';

const useStyles = makeStyles({
  // Yellow on the header's dark bar in every state, with a light focus ring (Fluent's is dark).
  button: {
    color: tokens.colorPaletteYellowForegroundInverted,
    ':hover': { color: tokens.colorPaletteYellowForegroundInverted },
    ':hover:active,:active:focus-visible': { color: tokens.colorPaletteYellowForegroundInverted },
  },
  focus: createCustomFocusIndicatorStyle({
    ...shorthands.borderColor(tokens.colorNeutralForegroundInverted),
    boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralForegroundInverted} inset`,
  }),
  surface: { maxWidth: '320px' },
});

/** A header button that shows today's tip, with a link to the page of all tips. */
export default function TipsButton() {
  const styles = useStyles();
  const request = useService(requestRef);
  const pageHref = useHref(TIPS_PAGE_PATH);
  const openPage = useLinkClickHandler<HTMLElement>(TIPS_PAGE_PATH);
  const [tip, setTip] = useState<Tip | null | 'error'>(null);
  useEffect(() => {
    request.call<Tip[]>(TIPS_PATH, { size: 1 }, { silent: true }).then(
      (list) => setTip(list[0] ?? null),
      () => setTip('error'),
    );
  }, [request]);
  return (
    <Popover withArrow positioning="below">
      <PopoverTrigger disableButtonEnhancement>
        {/* Named by its text: no aria-label that would say something else than the eye reads. */}
        <Button
          appearance="transparent"
          icon={<Lightbulb20Regular />}
          className={mergeClasses(styles.button, styles.focus)}
        >
          {MESSAGES.button}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface}>
        {tip === 'error' ? (
          <p>{MESSAGES.loadFailed}</p>
        ) : tip ? (
          <>
            <strong>{tip.title}</strong>
            <p>{tip.body}</p>
          </>
        ) : (
          <p>{MESSAGES.empty}</p>
        )}
        <Link href={pageHref} onClick={openPage}>
          {MESSAGES.more}
        </Link>
      </PopoverSurface>
    </Popover>
  );
}
