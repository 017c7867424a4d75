import { useCallback, useEffect, useState } from 'react';
import { requestRef, useService } from '@portico/sdk';
import { fetchFigures, type Figures } from '../api';

/** An overview's figures (null while loading or after a failure); `reload` asks again. */
export function useFigures(path: string) {
  const request = useService(requestRef);
  const [figures, setFigures] = useState<Figures | null>(null);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    let live = true;
    fetchFigures(request, path).then(
      (data) => live && setFigures(data),
      () => live && setFigures(null),
    );
    return () => void (live = false);
  }, [request, path, turn]);
  const reload = useCallback(() => setTurn((n) => n + 1), []);
  return { figures, reload, setFigures };
}
