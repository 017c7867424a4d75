import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useContributions } from '@portico/sdk';
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
  return (
    <li>
      <button
        type="button"
        className="tbx-entry"
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onLaunch(entry)}
        onMouseEnter={() => onDescribe(entry)}
        onMouseLeave={() => onDescribe(null)}
        onFocus={() => onDescribe(entry)}
        onBlur={() => onDescribe(null)}
      >
        <ToolIcon icon={entry.icon} />
        <span className="tbx-entry-name">{entry.label}</span>
        {entry.tag && (
          <span className="tbx-tag" aria-hidden="true">
            {entry.tag}
          </span>
        )}
      </button>
      {description && (
        <span id={descriptionId} className="tbx-sr-only">
          {description}
        </span>
      )}
    </li>
  );
}

function EntryGroup({
  group,
  entries,
  ...handlers
}: Omit<EntryProps, 'entry'> & { readonly group: ToolboxGroup; readonly entries: readonly ToolboxEntry[] }) {
  const titleId = useId();
  return (
    <div className="tbx-group">
      <h2 id={titleId} className="tbx-group-title">
        <ToolIcon icon={group.icon} />
        {group.name}
      </h2>
      <ul className="tbx-list" aria-labelledby={titleId}>
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
  return (
    <div className="tbx-panel">
      <div className="tbx-groups">
        {GROUPS.map((group) => {
          const mine = entries.filter((e) => e.group === group.id);
          return mine.length ? (
            <EntryGroup key={group.id} group={group} entries={mine} onLaunch={onLaunch} onDescribe={setDescribed} />
          ) : null;
        })}
      </div>
      {/* Screen readers get each description from its entry (aria-describedby). */}
      <p className="tbx-desc" aria-hidden="true">
        {described?.desc || MESSAGES.descriptionHint}
      </p>
    </div>
  );
});

export default FlyoutPanel;
