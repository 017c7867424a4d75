import { useEffect, useState } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { Lightbulb20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { requestRef, useService } from '@portico/sdk';
import { TIPS_PATH, type Tip } from './api';
import { MESSAGES } from './messages';

/** A header button that shows today's tip. */
export default function TipsButton() {
  const request = useService(requestRef);
  const navigate = useNavigate();
  const [tip, setTip] = useState<Tip | null | 'error'>(null);
  useEffect(() => {
    request.call<Tip[]>(TIPS_PATH, { size: 1 }, { silent: true }).then((list) => setTip(list[0] ?? null), () => setTip('error'));
  }, [request]);
  return (
    <Popover withArrow positioning="below">
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="transparent" icon={<Lightbulb20Regular />} aria-label={MESSAGES.buttonLabel} style={{ color: '#ffd66b' }}>
          {MESSAGES.button}
        </Button>
      </PopoverTrigger>
      <PopoverSurface style={{ maxWidth: 320 }}>
        {tip === 'error' ? <p>{MESSAGES.loadFailed}</p> : tip ? (<><strong>{tip.title}</strong><p>{tip.body}</p></>) : <p>{MESSAGES.empty}</p>}
        <Button size="small" onClick={() => navigate('/markets/ext/daily-tips')}>{MESSAGES.more}</Button>
      </PopoverSurface>
    </Popover>
  );
}
