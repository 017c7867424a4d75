import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { ENTRY_ATTR } from './entry-keys';
import { mergeClasses } from '@fluentui/react-components';
import { useContributions } from '@portico/sdk';
import { VisuallyHidden } from '@portico/ui';
import { useFlyoutStyles } from './flyout-styles';
import { toolboxEntryPoint } from '../public';
import { GROUPS, type ToolboxGroup } from '../groups';
import { ToolIcon } from '../icons';
import type { ToolboxEntry } from '../launcher';
import { MESSAGES } from '../messages';

/** Props of {@link FlyoutPanel}. */
export interface FlyoutPanelProps {
  /** A click (or Enter/Space) on an entry. */
  readonly onLaunch: (entry: ToolboxEntry) => void;
  /** The address an entry opens without a call first (rendered as a link), or null (a button). */
  readonly hrefOf: (entry: ToolboxEntry) => string | null;
  /** A modified click (new tab or window) on an entry's link: the browser opens it. */
  readonly onOpenElsewhere: (entry: ToolboxEntry) => void;
}

interface EntryProps extends FlyoutPanelProps {
  readonly entry: ToolboxEntry;
  /** Shows (or, with null, clears) the entry's description in the footer. */
  readonly onDescribe: (entry: ToolboxEntry | null) => void;
}

function EntryButton({ entry, onLaunch, hrefOf, onOpenElsewhere, onDescribe }: EntryProps) {
  const descriptionId = useId();
  const description = [entry.tag, entry.desc].filter(Boolean).join('，');
  const s = useFlyoutStyles();
  const href = hrefOf(entry);
  const common = {
    className: s.entry,
    // Never a Tab stop: the trigger opens the flyout onto its first entry and the arrow keys move
    // between entries (./entry-keys); the attribute carries the name type-ahead matches.
    tabIndex: -1,
    [ENTRY_ATTR]: entry.label,
    'aria-describedby': description ? descriptionId : undefined,
    onMouseEnter: () => onDescribe(entry),
    onMouseLeave: () => onDescribe(null),
    onFocus: () => onDescribe(entry),
    onBlur: () => onDescribe(null),
  };
  const content = (
    <>
      <ToolIcon icon={entry.icon} className={s.icon} />
      <span className={mergeClasses('tbx-entry-name', s.entryName)}>{entry.label}</span>
      {entry.tag && (
        <span className={s.tag} aria-hidden="true">
          {entry.tag}
        </span>
      )}
    </>
  );
  return (
    <li>
      {href ? (
        <a
          href={href}
          target={entry.target === '_blank' ? '_blank' : undefined}
          rel={entry.target === '_blank' ? 'noopener noreferrer' : undefined}
          {...common}
          onClick={(e) => {
            // A plain click opens through the launcher (router, usage report); a modified or
            // middle click is the browser's (new tab), after the usage report.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return onOpenElsewhere(entry);
            e.preventDefault();
            onLaunch(entry);
          }}
          onAuxClick={(e) => {
            if (e.button === 1) onOpenElsewhere(entry);
          }}
        >
          {content}
        </a>
      ) : (
        <button type="button" {...common} onClick={() => onLaunch(entry)}>
          {content}
        </button>
      )}
      {description && <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>}
    </li>
  );
}

function EntryGroup({
  group,
  entries,
  ...handlers
}: Omit<EntryProps, 'entry'> & { readonly group: ToolboxGroup; readonly entries: readonly ToolboxEntry[] }) {
  const titleId = useId();
  const s = useFlyoutStyles();
  return (
    // A group a screen reader announces by its title on the way into it.
    <div role="group" aria-labelledby={titleId} className={s.group}>
      <h2 id={titleId} className={s.groupTitle}>
        <ToolIcon icon={group.icon} className={mergeClasses(s.icon, s.groupIcon)} />
        {group.name}
      </h2>
      <ul className={s.list}>
        {entries.map((e) => (
          <EntryButton key={e.id} entry={e} {...handlers} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The groups of spec §2.4 with the entries the user may see (this plugin's and other plugins'
 * `toolbox-entry` contributions, reactive to the session), and the description of the entry
 * under the pointer or focus — 将鼠标悬停以查看说明 until there is one. Empty groups are left out.
 */
function FlyoutPanelView({ onLaunch, hrefOf, onOpenElsewhere }: FlyoutPanelProps) {
  const entries = useContributions(toolboxEntryPoint);
  const [described, setDescribed] = useState<ToolboxEntry | null>(null);
  const s = useFlyoutStyles();
  return (
    <div className={s.panel}>
      <div className={s.groups}>
        {GROUPS.map((group) => {
          const mine = entries.filter((e) => e.group === group.id);
          return mine.length ? (
            <EntryGroup
              key={group.id}
              group={group}
              entries={mine}
              onLaunch={onLaunch}
              hrefOf={hrefOf}
              onOpenElsewhere={onOpenElsewhere}
              onDescribe={setDescribed}
            />
          ) : null;
        })}
      </div>
      {/* Screen readers get each description from its entry (aria-describedby). */}
      <p className={mergeClasses('tbx-desc', s.desc)} aria-hidden="true">
        {described?.desc || MESSAGES.descriptionHint}
      </p>
    </div>
  );
}
const FlyoutPanel = observer(FlyoutPanelView);

export default FlyoutPanel;
