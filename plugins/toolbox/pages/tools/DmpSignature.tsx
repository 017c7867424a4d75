import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { TOOL_MESSAGES as T } from './messages';
import type { DmpSignState } from './use-dmp-sign';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    maxWidth: '760px',
    marginTop: tokens.spacingVerticalL,
  },
  text: { margin: 0 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/**
 * The DMP agreement on the 人群包 page (spec §3): whether the owner has signed, and for an owner
 * who has not, why signing comes first and 同意并签署. The tool opens only once it is signed.
 */
export function DmpSignature({ state }: { readonly state: DmpSignState }) {
  const s = useStyles();
  return (
    <section className={s.box} aria-labelledby="dmp-sign">
      <Subtitle2 as="h2" id="dmp-sign" className={s.text}>
        {T.dmp.title}
      </Subtitle2>
      {state.status === 'loading' && <Spinner size="tiny" label={T.dmp.loading} />}
      {state.status === 'signed' && (
        <MessageBar intent="success">
          <MessageBarBody>{T.dmp.signed}</MessageBarBody>
        </MessageBar>
      )}
      {state.status === 'unsigned' && (
        <>
          <MessageBar intent="warning">
            <MessageBarBody>{T.dmp.unsigned}</MessageBarBody>
          </MessageBar>
          <Body1 as="p" className={s.text}>
            {T.dmp.terms}
          </Body1>
          <Button appearance="primary" disabled={state.signing} onClick={state.sign}>
            {T.dmp.sign}
          </Button>
          {state.signFailed && (
            <p role="alert" className={s.error}>
              {T.dmp.signFailed}
            </p>
          )}
        </>
      )}
      {state.status === 'failed' && (
        <>
          <p role="alert" className={s.error}>
            {T.dmp.loadFailed}
          </p>
          <Button onClick={state.reload}>{T.dmp.retry}</Button>
        </>
      )}
    </section>
  );
}
