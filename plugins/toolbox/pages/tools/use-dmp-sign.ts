import { useCallback, useEffect, useState } from 'react';
import { settingsRef, useService } from '@portico/sdk';
import { DMP_SIGN_CONFIG_CODE, isDmpSigned } from '@portico/ads';

/** Where the owner's DMP agreement stands: being read, signed, not signed, or unreadable. */
export type DmpSignStatus = 'loading' | 'signed' | 'unsigned' | 'failed';

/** What {@link useDmpSign} gives the 人群包 page. */
export interface DmpSignState {
  readonly status: DmpSignStatus;
  /** A signing is on its way. */
  readonly signing: boolean;
  /** The last signing failed (the owner stays unsigned and may try again). */
  readonly signFailed: boolean;
  /** Signs the agreement: `oppoDmpSignInfo` = `{ sign: 1, signTime }`, then reads the state again. */
  readonly sign: () => void;
  /** Reads the state again (重试). */
  readonly reload: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm:ss`, local time: how the server writes `signTime`. */
const stamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * The owner's DMP agreement (spec §3 owner personal config: `oppoDmpSignInfo.sign === 1` means
 * signed), read from `personalConfig/getAll` and signed through `personalConfig/add`. The answer
 * the page shows is always the server's: after signing it is read again.
 */
export function useDmpSign(): DmpSignState {
  const settings = useService(settingsRef);
  const [status, setStatus] = useState<DmpSignStatus>('loading');
  const [signing, setSigning] = useState(false);
  const [signFailed, setSignFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    settings.personalConfigs().then(
      (configs) => live && setStatus(isDmpSigned(configs) ? 'signed' : 'unsigned'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [settings, round]);

  const reload = useCallback(() => {
    setStatus('loading');
    setRound((r) => r + 1);
  }, []);
  const sign = useCallback(() => {
    setSigning(true);
    setSignFailed(false);
    settings
      .addPersonalConfig(DMP_SIGN_CONFIG_CODE, JSON.stringify({ sign: 1, signTime: stamp(new Date()) }))
      .then(reload, () => setSignFailed(true))
      .finally(() => setSigning(false));
  }, [settings, reload]);

  return { status, signing, signFailed, sign, reload };
}
