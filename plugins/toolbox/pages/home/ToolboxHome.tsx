import { lazy, Suspense, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { Badge, Body1, Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useContributions, useService, type PageProps } from '@portico/sdk';
import { PageFrame, type Crumb } from '@portico/ui';
import {
  loadToolIcon,
  TOOLBOX_GROUP_LIST,
  toolboxEntryPoint,
  type ToolboxEntry,
  type ToolboxLauncherApi,
} from '@portico/plugin/toolbox-flyout';
import { toolboxContextRef } from '../../context';
import { HOME_MESSAGES as H } from './messages';

const ToolIcon = lazy(loadToolIcon);

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  groupTitle: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  groupIcon: { fontSize: tokens.fontSizeBase500, color: tokens.colorBrandForeground1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    alignItems: 'start',
    width: '100%',
    height: '100%',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
    textDecoration: 'none',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    cursor: 'pointer',
    ':hover': {
      borderTopColor: tokens.colorBrandStroke1,
      borderRightColor: tokens.colorBrandStroke1,
      borderBottomColor: tokens.colorBrandStroke1,
      borderLeftColor: tokens.colorBrandStroke1,
      boxShadow: tokens.shadow4,
    },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  cardIcon: {
    gridRow: 'span 2',
    fontSize: tokens.fontSizeHero700,
    width: '28px',
    height: '28px',
    color: tokens.colorBrandForeground1,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { fontWeight: tokens.fontWeightSemibold },
  desc: { color: tokens.colorNeutralForeground3 },
  note: { color: tokens.colorNeutralForeground3 },
});

/** A card: a link when the entry opens an address without a call first, else a button (as in the flyout). */
function EntryCard({ entry, launcher }: { readonly entry: ToolboxEntry; readonly launcher: ToolboxLauncherApi }) {
  const s = useStyles();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const href = launcher.href(entry);
  // As in the flyout: launch shows its own failures; navigate with the declarative router's signature.
  const launch = () => void launcher.launch(entry, { page, navigate: (path) => navigate(path) });
  const content = (
    <>
      <Suspense fallback={<span className={s.cardIcon} />}>
        <ToolIcon icon={entry.icon} className={s.cardIcon} />
      </Suspense>
      <span className={s.head}>
        <span className={mergeClasses('tbx-card-name', s.name)}>{entry.label}</span>
        {entry.tag && (
          <Badge appearance="tint" color="danger" size="small">
            {entry.tag}
          </Badge>
        )}
      </span>
      <Caption1 className={s.desc}>{entry.desc || H.noDescription}</Caption1>
    </>
  );
  return (
    <li>
      {href ? (
        <a
          className={mergeClasses('tbx-card', s.card)}
          href={href}
          target={entry.target === '_blank' ? '_blank' : undefined}
          rel={entry.target === '_blank' ? 'noopener noreferrer' : undefined}
          onClick={(e) => {
            // A plain click opens through the launcher (router, usage report); a modified click is the browser's.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
              return launcher.openedElsewhere(entry, page);
            e.preventDefault();
            launch();
          }}
          onAuxClick={(e) => {
            if (e.button === 1) launcher.openedElsewhere(entry, page);
          }}
        >
          {content}
        </a>
      ) : (
        <button type="button" className={mergeClasses('tbx-card', s.card)} onClick={launch}>
          {content}
        </button>
      )}
    </li>
  );
}

function Group({
  name,
  icon,
  entries,
  launcher,
}: {
  readonly name: string;
  readonly icon: string;
  readonly entries: readonly ToolboxEntry[];
  readonly launcher: ToolboxLauncherApi;
}) {
  const s = useStyles();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Subtitle2 as="h2" id={titleId} className={s.groupTitle}>
        <Suspense fallback={null}>
          <ToolIcon icon={icon} className={s.groupIcon} />
        </Suspense>
        {name}
      </Subtitle2>
      <ul className={s.grid} aria-label={H.groupLabel(name, entries.length)}>
        {entries.map((e) => (
          <EntryCard key={e.id} entry={e} launcher={launcher} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The toolbox home (`/Home` and `/`): the flyout's groups as a page of cards, from the same
 * `toolbox-entry` point read the same way (`useContributions`, so gated alike), each card opening
 * through the flyout's launcher (link handling and the usage report). Empty groups are left out.
 */
function ToolboxHomeView({
  title,
  crumbs,
  description,
}: PageProps & { crumbs: readonly Crumb[]; description: string }) {
  const s = useStyles();
  const { launcher } = useService(toolboxContextRef);
  const entries = useContributions(toolboxEntryPoint);
  const groups = TOOLBOX_GROUP_LIST.map((g) => ({ ...g, entries: entries.filter((e) => e.group === g.id) })).filter(
    (g) => g.entries.length > 0,
  );
  return (
    <PageFrame title={title} crumbs={crumbs} description={description}>
      {!launcher ? (
        <Body1 className={s.note}>{H.unavailable}</Body1>
      ) : groups.length === 0 ? (
        <Body1 className={s.note}>{H.empty}</Body1>
      ) : (
        <div className={s.groups}>
          {groups.map((g) => (
            <Group key={g.id} name={g.name} icon={g.icon} entries={g.entries} launcher={launcher} />
          ))}
        </div>
      )}
    </PageFrame>
  );
}

/** The toolbox home as a page component. */
export const ToolboxHome = observer(ToolboxHomeView);
