/**
 * A search of a list the page shows (the transcript's lines, the notebook's notes, the home page's courses):
 * react-aria's `SearchField` with its icon inside and a clear button (Escape clears too), and the matching of words
 * as typed.
 */
// Per-component modules, not the package index (see load-state.tsx).
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { SearchField } from 'react-aria-components/SearchField';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';

/**
 * A search of text: `undefined` for an empty query, else a pattern matching the query's words as typed, in any
 * letter case (`split` with it alternates the text around a match and the match).
 */
export function searchPattern(query: string): RegExp | undefined {
  const words = query.trim().replace(/\s+/gu, ' ');
  if (!words) return undefined;
  const literal = words.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`(${literal})`, 'iu');
}

/** `text` with what `pattern` matches marked. */
export function Marked({ text, pattern }: { readonly text: string; readonly pattern: RegExp | undefined }) {
  if (!pattern) return text;
  // Odd parts are the matches (the pattern's one group).
  return text.split(pattern).map((part, index) => (index % 2 ? <mark key={index}>{part}</mark> : part));
}

export interface SearchBoxProps {
  /** The field's name and placeholder, in the learner's language. */
  readonly label: string;
  /** The clear button's name. */
  readonly clearLabel: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly className?: string;
}

export function SearchBox({ label, clearLabel, value, onChange, className }: SearchBoxProps) {
  return (
    <SearchField className={className ? `search-box ${className}` : 'search-box'} aria-label={label} value={value} onChange={onChange}>
      <Search className="search-box__icon" aria-hidden="true" focusable="false" />
      <Input className="search-box__input" placeholder={label} />
      <Button className="search-box__clear" aria-label={clearLabel}>
        <X aria-hidden="true" focusable="false" />
      </Button>
    </SearchField>
  );
}
