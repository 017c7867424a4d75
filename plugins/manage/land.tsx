// Spec §2.1: the one named route of the root, /Land (name Land, lazily loaded), in the no-layout
// variant. It is where a login or an outside link lands: it sends the user on to the page named
// by `redirect` when that is a page of the portal, else to the default sub-app, which picks the
// home of the account type. A screen without the header, shown for the moment it takes.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { PageProps } from '@portico/sdk';
import { MESSAGES as M } from './messages';

const useStyles = makeStyles({
  screen: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** Where /Land sends the user: a path of the portal (never another site, never /Land itself), else the home. */
export function landTarget(redirect: string | null): string {
  if (!redirect || !/^\/markets\/(?![/\\])/.test(redirect) || /^\/markets\/Land(?:[/?#]|$)/.test(redirect))
    return '/markets/';
  return redirect;
}

/** The /markets/Land page. */
export default function LandPage(_: PageProps) {
  const styles = useStyles();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = landTarget(params.get('redirect'));
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <div className={styles.screen}>
      <Spinner size="large" label={M.landing} />
    </div>
  );
}
