import { useId, useState } from 'react';
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { HELP_LIMITS } from '../constants';
import { MESSAGES } from '../messages';

const useStyles = makeStyles({
  composer: { flexShrink: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  send: { marginLeft: 'auto' },
  counter: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The question input (spec §9: 200 characters with a counter; Enter sends, Shift+Enter a new line). */
export function Composer({ onSend }: { readonly onSend: (text: string) => void }) {
  const styles = useStyles();
  const [input, setInput] = useState('');
  const counterId = useId();
  const send = () => {
    onSend(input);
    setInput('');
  };
  return (
    <div className={styles.composer}>
      <Field label={MESSAGES.input}>
        <Textarea
          value={input}
          maxLength={HELP_LIMITS.maxInput}
          resize="none"
          aria-describedby={counterId}
          onChange={(_, d) => setInput(d.value.slice(0, HELP_LIMITS.maxInput))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (input.trim()) send();
            }
          }}
        />
      </Field>
      <div className={styles.row}>
        <span id={counterId} className={styles.counter}>
          {MESSAGES.counter(input.length, HELP_LIMITS.maxInput)}
        </span>
        <Button className={styles.send} appearance="primary" disabled={!input.trim()} onClick={send}>
          {MESSAGES.send}
        </Button>
      </div>
    </div>
  );
}
