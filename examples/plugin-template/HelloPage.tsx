import { observer } from 'mobx-react-lite';
import { PageFrame, useSession, type PageProps } from '@portico/sdk';
import { MESSAGES } from './messages';

/** The plugin's page; `observer` re-renders it when the session changes. */
function HelloPageView({ title }: PageProps) {
  const session = useSession();
  return (
    <PageFrame title={title} description={MESSAGES.pageDesc}>
      <p>{session.user?.ownerName}</p>
    </PageFrame>
  );
}
const HelloPage = observer(HelloPageView);

export default HelloPage;
