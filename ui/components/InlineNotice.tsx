import { useId, type ReactNode } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import { DiamondDismissFilled, WarningFilled } from '@fluentui/react-icons';

// A notice inside a page (the qualification notice, a failed load) in the look of Fluent's
// MessageBar, without its reflow observer, motion and announcer: 21.5 KB of the first screen
// before minifying, for two notices most first screens never show. The text wraps by CSS
// instead of the MessageBar's measured switch to a second line.
const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    minHeight: '36px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  warning: {
    backgroundColor: tokens.colorStatusWarningBackground1,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorStatusWarningBorder1),
  },
  error: {
    backgroundColor: tokens.colorStatusDangerBackground1,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorStatusDangerBorder1),
  },
  body: {
    ...typographyStyles.body1,
    flex: '1 1 12em',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase500 },
  warningIcon: { color: tokens.colorStatusWarningForeground3 },
  errorIcon: { color: tokens.colorStatusDangerForeground1 },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM },
});

/** Props of {@link InlineNotice}. */
export interface InlineNoticeProps {
  readonly intent: 'warning' | 'error';
  readonly children: ReactNode;
  /** Links or buttons after the text. */
  readonly actions?: ReactNode;
}

/**
 * A warning or an error inside a page. An error is an alert (read out when it appears, as after
 * a failed load); a warning is a labelled group, read with the page.
 */
export function InlineNotice({ intent, children, actions }: InlineNoticeProps) {
  const s = useStyles();
  const bodyId = useId();
  const Icon = intent === 'error' ? DiamondDismissFilled : WarningFilled;
  return (
    <div
      role={intent === 'error' ? 'alert' : 'group'}
      aria-labelledby={bodyId}
      className={mergeClasses('portico-inline-notice', s.root, s[intent])}
    >
      <span id={bodyId} className={s.body}>
        <Icon aria-hidden className={mergeClasses(s.icon, intent === 'error' ? s.errorIcon : s.warningIcon)} />
        {children}
      </span>
      {actions && <span className={s.actions}>{actions}</span>}
    </div>
  );
}
