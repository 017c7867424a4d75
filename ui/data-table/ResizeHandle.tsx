import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { UI_MESSAGES } from '../messages';
import { clampWidth, COLUMN_WIDTH } from './columns';
import { useTableStyles } from './styles';

const T = UI_MESSAGES.table;

/** The resize handle of one header cell: drag with the pointer, or arrow keys when focused. */
export function ResizeHandle(props: {
  readonly header: string;
  readonly width: number;
  readonly onLive: (px: number) => void;
  readonly onCommit: (px: number) => void;
}) {
  const styles = useTableStyles();
  const drag = useRef<{ x: number; width: number; last: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, width: props.width, last: props.width };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const px = clampWidth(drag.current.width + e.clientX - drag.current.x);
    drag.current.last = px;
    props.onLive(px);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
    const px = drag.current.last;
    drag.current = null;
    props.onCommit(px);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const by = e.key === 'ArrowLeft' ? -COLUMN_WIDTH.step : e.key === 'ArrowRight' ? COLUMN_WIDTH.step : 0;
    if (!by) return;
    e.preventDefault();
    e.stopPropagation();
    props.onCommit(clampWidth(props.width + by));
  };
  // A focusable separator is the WAI-ARIA window-splitter pattern (an interactive role with a
  // value); jsx-a11y counts every separator as static.
  return (
    /* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={T.resize(props.header)}
      aria-valuenow={props.width}
      aria-valuemin={COLUMN_WIDTH.min}
      aria-valuemax={COLUMN_WIDTH.max}
      tabIndex={0}
      className={mergeClasses('portico-column-resizer', styles.resizer)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={onKeyDown}
    />
    /* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
  );
}
