import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Body1, Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular, WrenchRegular } from '@fluentui/react-icons';
import { useService, type PageProps } from '@portico/sdk';
import { PageFrame, useOpenLink, type Crumb } from '@portico/ui';
import { toolboxContextRef } from '../../context';
import type { ToolKey } from '../../tools';
import { DmpSignature } from './DmpSignature';
import { TOOL_MESSAGES as T } from './messages';
import { useDmpSign } from './use-dmp-sign';

const useStyles = makeStyles({
  about: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '760px' },
  text: { margin: 0 },
  open: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalL },
  hint: { color: tokens.colorNeutralForeground3 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalXL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  emptyIcon: { fontSize: '48px', color: tokens.colorNeutralForeground4 },
});

/** The SSO page passes the token it was opened with on to the data warehouse. */
const TOKEN_PARAM = 'token';

const withToken = (url: string, token: string | null) => {
  if (!token) return url;
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}${TOKEN_PARAM}=${encodeURIComponent(token)}${hash === -1 ? '' : url.slice(hash)}`;
};

/**
 * The honest page of a tool the spec only names: what the tool is for, then its external address
 * from the option `links` (opened through the safe-link check) or a clear 该工具暂未开放 state.
 */
type ToolPageProps = PageProps & {
  tool: ToolKey;
  crumbs: readonly Crumb[];
  description: string;
  /** Shown between what the tool is for and its address (人群包: the DMP agreement). */
  before?: ReactNode;
  /** Why the tool cannot be opened yet; the open button is disabled while set. */
  blocked?: string;
};

function ToolPage({ tool, title, crumbs, description, before, blocked }: ToolPageProps) {
  const s = useStyles();
  const { options } = useService(toolboxContextRef);
  const openLink = useOpenLink();
  const [params] = useSearchParams();
  const address = options.links[tool];
  return (
    <PageFrame title={title} crumbs={crumbs} description={description}>
      <section className={s.about} aria-labelledby="tool-about">
        <Subtitle2 as="h2" id="tool-about" className={s.text}>
          {T.aboutTitle}
        </Subtitle2>
        <Body1 as="p" className={s.text}>
          {T.about[tool]}
        </Body1>
      </section>
      {before}
      {address ? (
        <div className={s.open}>
          <Button
            appearance="primary"
            icon={<OpenRegular />}
            disabled={blocked !== undefined}
            onClick={() =>
              openLink(tool === 'dataWarehouseSso' ? withToken(address, params.get(TOKEN_PARAM)) : address, '_blank')
            }
          >
            {T.open}
          </Button>
          <Text className={s.hint}>{blocked ?? T.openHint}</Text>
        </div>
      ) : (
        <div className={s.empty}>
          <WrenchRegular className={s.emptyIcon} aria-hidden="true" />
          <Subtitle2 as="h2">{T.closedTitle}</Subtitle2>
          <Body1>{T.closedText}</Body1>
        </div>
      )}
    </PageFrame>
  );
}

/**
 * 人群包 (spec §3): the page shows whether the owner has signed the DMP agreement and leads an
 * unsigned owner to sign first; the tool opens only once the server says it is signed.
 */
function AudiencePackagesPage(props: PageProps & { crumbs: readonly Crumb[]; description: string }) {
  const sign = useDmpSign();
  return (
    <ToolPage
      {...props}
      tool="audiencePackages"
      before={<DmpSignature state={sign} />}
      blocked={sign.status === 'signed' ? undefined : T.dmp.openAfterSign}
    />
  );
}

/** The page component of one tool (created once per tool, so React keeps its state). */
export function toolPage(tool: ToolKey, crumbs: readonly Crumb[], description: string) {
  if (tool === 'audiencePackages')
    return function DmpToolPage(props: PageProps) {
      return <AudiencePackagesPage {...props} crumbs={crumbs} description={description} />;
    };
  return function HonestToolPage(props: PageProps) {
    return <ToolPage {...props} tool={tool} crumbs={crumbs} description={description} />;
  };
}
