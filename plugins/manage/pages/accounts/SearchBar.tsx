import { useState } from 'react';
import { Button, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { ACCOUNT_MESSAGES as M } from './messages';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  box: { width: '280px' },
});

/** A search box with 搜索: Enter or the button searches; clearing the box searches for everything. */
export function SearchBar({
  label,
  onSearch,
}: {
  readonly label: string;
  readonly onSearch: (keyword: string) => void;
}) {
  const s = useStyles();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className={s.bar}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <SearchBox
        className={s.box}
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(_, d) => {
          setText(d.value);
          if (d.value === '') onSearch('');
        }}
      />
      <Button type="submit" appearance="primary">
        {M.search}
      </Button>
    </form>
  );
}
