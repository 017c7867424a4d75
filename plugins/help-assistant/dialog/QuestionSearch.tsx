import { useEffect, useState } from 'react';
import { Combobox, Field, Option } from '@fluentui/react-components';
import type { HelpApi, Question } from '../api';
import { HELP_LIMITS } from '../constants';
import { MESSAGES } from '../messages';

/** The question search: picking a suggestion asks it. */
export function QuestionSearch({ api, onAsk }: { readonly api: HelpApi; readonly onAsk: (text: string) => void }) {
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Question[]>([]);

  // Spec §5: suggestions 300 ms after the last keystroke, at most 5, only items with an id.
  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api.suggest(text, abort.signal).then(setSuggestions, () => undefined);
    }, HELP_LIMITS.debounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, query]);

  return (
    <Field label={MESSAGES.search}>
      <Combobox
        freeform
        value={query}
        placeholder={MESSAGES.search}
        onChange={(e) => {
          setQuery(e.target.value);
          if (!e.target.value.trim()) setSuggestions([]);
        }}
        onOptionSelect={(_, d) => {
          if (d.optionText) onAsk(d.optionText);
          setQuery('');
          setSuggestions([]);
        }}
        aria-label={MESSAGES.search}
      >
        {suggestions.map((s) => (
          <Option key={s.id} value={s.id}>
            {s.title}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
