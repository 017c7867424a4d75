import { makeStyles, typographyStyles } from '@fluentui/react-components';

/**
 * Fluent's `Title2`, `Title3` and `Body1` look as classes for any element: the `Text` root's rules
 * (inline, start-aligned, normal wrapping) plus the preset's typography. The first screen's
 * headings (the page frame's, the shell's status pages) use these instead of the components, whose
 * code would be ~6 KB of every first screen for three class names.
 * @example const text = useTextStyles(); return <h1 className={mergeClasses(text.text, text.title3)}>{title}</h1>;
 */
export const useTextStyles = makeStyles({
  text: {
    textAlign: 'start',
    display: 'inline',
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
  },
  title2: typographyStyles.title2,
  title3: typographyStyles.title3,
  body1: typographyStyles.body1,
});
