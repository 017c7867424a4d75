import { useCallback, useEffect, useState } from 'react';
import { requestRef, useService } from '@portico/sdk';
import { API, type Weather } from './api';
import { optionsRef } from './options';

/** What the weather call gave, or its state; `reload` asks again. */
export interface WeatherState {
  readonly weather: Weather | 'loading' | 'error';
  readonly reload: () => void;
}

function parse(data: unknown, city: string): Weather | null {
  const d = data as { city?: unknown; text?: unknown; temp?: unknown } | null;
  if (!d || typeof d.text !== 'string' || typeof d.temp !== 'number') return null;
  return { city: typeof d.city === 'string' ? d.city : city, text: d.text, temp: d.temp };
}

/** Reads the weather of the `city` option through the portal's request service. */
export function useWeather(): WeatherState {
  const request = useService(requestRef);
  const { city } = useService(optionsRef);
  const [weather, setWeather] = useState<WeatherState['weather']>('loading');
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    request.call<unknown>(API.weather, { city }, { silent: true }).then(
      (data) => live && setWeather(parse(data, city) ?? 'error'),
      () => live && setWeather('error'),
    );
    return () => {
      live = false;
    };
  }, [request, city, round]);
  const reload = useCallback(() => {
    setWeather('loading');
    setRound((r) => r + 1);
  }, []);
  return { weather, reload };
}
