import { cloneElement, useEffect, useId, useState, type ReactElement, type Ref } from 'react';
import { lifecycleRef, useService } from '@portico/sdk';
import { loadOnce } from './load-once';

const tooltip = loadOnce(() => import('./fluent-tooltip'));
const loadTooltip = tooltip.load;

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-describedby'?: string;
};

/**
 * A description tooltip (Fluent's, `relationship="description"`) whose code loads when the
 * pointer enters the trigger or it gains focus (or in the `eventually` phase). Until then the
 * trigger is described by a hidden element with the same text, as Fluent's hidden tooltip does,
 * and the tooltip shows at once if the pointer or focus is still on the trigger when it arrives.
 */
export function TooltipOnIntent({
  content,
  children,
}: {
  readonly content: string;
  readonly children: ReactElement<TriggerProps>;
}) {
  const lifecycle = useService(lifecycleRef);
  const [loaded, setLoaded] = useState(tooltip.loaded);
  const [visible, setVisible] = useState(false);
  // The trigger's element, the lone one and then the tooltip's (a new element: it takes the
  // focus the lone one had).
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [refocus, setRefocus] = useState(false);
  const id = useId();
  useEffect(() => {
    if (refocus && element && element !== element.ownerDocument.activeElement) element.focus();
  }, [refocus, element]);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void lifecycle.until('eventually').then(() => loadTooltip().then((m) => live && setLoaded(m)));
    return () => {
      live = false;
    };
  }, [lifecycle, loaded]);

  if (loaded)
    return (
      <loaded.Tooltip
        content={content}
        relationship="description"
        visible={visible}
        onVisibleChange={(_, d) => setVisible(d.visible)}
      >
        {cloneElement(children, { ref: setElement })}
      </loaded.Tooltip>
    );

  const load = () => {
    loadTooltip().then(
      (m) => {
        const focused = !!element && element === element.ownerDocument.activeElement;
        setRefocus(focused);
        // Still pointed at or focused: the tooltip shows as it would have.
        setVisible(!!element && (element.matches(':hover') || focused));
        setLoaded(m);
      },
      () => {
        // A failed load leaves the trigger as it is; the next intent asks again.
      },
    );
  };
  return (
    <>
      {cloneElement(children, { ref: setElement, onPointerEnter: load, onFocus: load, 'aria-describedby': id })}
      <span id={id} hidden>
        {content}
      </span>
    </>
  );
}
