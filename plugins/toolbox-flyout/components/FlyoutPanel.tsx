import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { useContributions, VisuallyHidden } from '@portico/sdk';
import { useFlyoutStyles } from './flyout-styles';
import { toolboxEntryPoint } from '../extension-points';
import { GROUPS, type ToolboxGroup } from '../groups';
import { ToolIcon } from '../icons';
import type { ToolboxEntry } from '../launcher';
import { MESSAGES } from '../messages';

/** Props of {@link FlyoutPanel}. */
export interface FlyoutPanelProps {
  /** A click (or Enter/Space) on an entry. */
  readonly onLaunch: (entry: ToolboxEntry) => void;
}

interface EntryProps extends FlyoutPanelProps {
  readonly entry: ToolboxEntry;
  /** Shows (or, with null, clears) the entry's description in the footer. */
  readonly onDescribe: (entry: ToolboxEntry | null) => void;
}

function EntryButton({ entry, onLaunch, onDescribe }: EntryProps) {
  const descriptionId = useId();
  const description = [entry.tag, entry.desc].filter(Boolean).join('，');
  const s = useFlyoutStyles();
  return (
    <li>
      <button
        type="button"
        className={s.entry}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onLaunch(entry)}
        onMouseEnter={() => onDescribe(entry)}
        onMouseLeave={() => onDescribe(null)}
        onFocus={() => onDescribe(entry)}
        onBlur={() => onDescribe(null)}
      >
        <ToolIcon icon={entry.icon} className={s.icon} />
        <span className={mergeClasses('tbx-entry-name', s.entryName)}>{entry.label}</span>
        {entry.tag && (
          <span className={s.tag} aria-hidden="true">
            {entry.tag}
          </span>
        )}
      </button>
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
    <div className={s.group}>
      <h2 id={titleId} className={s.groupTitle}>
        <ToolIcon icon={group.icon} className={mergeClasses(s.icon, s.groupIcon)} />
        {group.name}
      </h2>
      <ul className={s.list} aria-labelledby={titleId}>
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
const FlyoutPanel = observer(function FlyoutPanel({ onLaunch }: FlyoutPanelProps) {
  const entries = useContributions(toolboxEntryPoint);
  const [described, setDescribed] = useState<ToolboxEntry | null>(null);
  const s = useFlyoutStyles();
  return (
    <div className={s.panel}>
      <div className={s.groups}>
        {GROUPS.map((group) => {
          const mine = entries.filter((e) => e.group === group.id);
          return mine.length ? (
            <EntryGroup key={group.id} group={group} entries={mine} onLaunch={onLaunch} onDescribe={setDescribed} />
          ) : null;
        })}
      </div>
      {/* Screen readers get each description from its entry (aria-describedby). */}
      <p className={mergeClasses('tbx-desc', s.desc)} aria-hidden="true">
        {described?.desc || MESSAGES.descriptionHint}
      </p>
    </div>
  );
});

export default FlyoutPanel;
