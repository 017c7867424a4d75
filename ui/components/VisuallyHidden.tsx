import type { HTMLAttributes } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Off screen but still in the accessibility tree (unlike display: none or visibility: hidden).
  root: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/**
 * The class name that hides an element visually while screen readers still read it, for
 * elements that are not a plain `<span>` (a Fluent component's `className`).
 * @example <Text className={useVisuallyHiddenClass()}>（未读）</Text>
 */
export function useVisuallyHiddenClass(): string {
  return useStyles().root;
}

/** Props of {@link VisuallyHidden}: those of a `<span>`. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * A `<span>` that screen readers read but that takes no room on screen: a description
 * (`aria-describedby`), a state spelled out beside an icon, a polite status text.
 * @example <VisuallyHidden id={descriptionId}>{MESSAGES.bellDescription}</VisuallyHidden>
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={mergeClasses(useVisuallyHiddenClass(), className)} />;
}
