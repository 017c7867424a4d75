import { Button } from '@fluentui/react-components';
import type { PageProps } from '@portico/sdk';
import { PageFrame } from '@portico/ui';
import { MESSAGES } from './messages';
import { useWeather } from './use-weather';

/** The plugin's page at /markets/ext/acme-weather: today's weather, with 刷新. */
export default function Page({ title }: PageProps) {
  const { weather, reload } = useWeather();
  return (
    <PageFrame title={title} description={MESSAGES.pageDesc}>
      {weather === 'loading' ? (
        <p>{MESSAGES.loading}</p>
      ) : weather === 'error' ? (
        <p role="alert">{MESSAGES.loadFailed}</p>
      ) : (
        <p>{MESSAGES.weather(weather.city, weather.text, weather.temp)}</p>
      )}
      <Button appearance="primary" onClick={reload}>
        {MESSAGES.refresh}
      </Button>
    </PageFrame>
  );
}
