import { useState } from 'react';
import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { MESSAGES } from './messages';
import { useWeather } from './use-weather';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  // Light text on the header's dark bar.
  text: { color: tokens.colorNeutralForegroundInverted, fontSize: tokens.fontSizeBase300 },
});

/** The header widget: today's weather and a like counter (the portal's React: hooks work across the boundary). */
export default function Widget() {
  const styles = useStyles();
  const { weather } = useWeather();
  const [likes, setLikes] = useState(0);
  const text =
    weather === 'loading'
      ? MESSAGES.loading
      : weather === 'error'
        ? MESSAGES.loadFailed
        : MESSAGES.weather(weather.city, weather.text, weather.temp);
  return (
    <span className={styles.root}>
      <span className={styles.text} role="status">
        {text}
      </span>
      <Tooltip content={MESSAGES.likesHint} relationship="description">
        <Button size="small" shape="circular" onClick={() => setLikes((n) => n + 1)}>
          {MESSAGES.likes(likes)}
        </Button>
      </Tooltip>
    </span>
  );
}
