import { useEffect, useState } from 'react';
import { Spinner } from '@fluentui/react-components';
import { requestRef, useService, type PageProps } from '@portico/sdk';
import { PageFrame } from '@portico/ui';
import { TIPS_PATH, type Tip } from './api';
import { MESSAGES } from './messages';

/** Lists the tips. */
export default function TipsPage({ title }: PageProps) {
  const request = useService(requestRef);
  const [tips, setTips] = useState<Tip[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    request.call<Tip[]>(TIPS_PATH, { size: 20 }, { silent: true }).then(setTips, () => setFailed(true));
  }, [request]);
  return (
    <PageFrame title={title} description={MESSAGES.pageDesc}>
      {failed ? (
        <p role="alert">{MESSAGES.loadFailed}</p>
      ) : !tips ? (
        <Spinner size="small" />
      ) : tips.length === 0 ? (
        <p>{MESSAGES.empty}</p>
      ) : (
        <ol aria-label={MESSAGES.listLabel}>
          {tips.map((t) => (
            <li key={t.id}>
              <strong>{t.title}</strong>
              <p>{t.body}</p>
            </li>
          ))}
        </ol>
      )}
    </PageFrame>
  );
}
