import { LoaderCircle, Search } from 'lucide-react';
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The search in the address, which the list shows. */
  value: string;
  /** Must keep its identity between renders, or a pending search restarts its wait. */
  onSearch: (value: string) => void;
  placeholder: string;
  label: string;
  maxLength: number;
  /** A search is under way: a spinner shows in the box. */
  searching?: boolean;
}

/** A search box that asks the server only once typing pauses (each search is a database query). */
export function SearchBox({ value, onSearch, placeholder, label, maxLength, searching = false }: SearchBoxProps) {
  const [text, setText] = useState(value);

  // The address can change the search too (Back, a link): the box then shows what the list shows.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <search className="relative block">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-nevoa-500"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={maxLength}
        enterKeyHint="search"
        className="block h-12 w-full rounded-xl border border-nevoa-400 bg-white pr-12 pl-12 text-base text-nevoa-900 shadow-xs transition placeholder:text-nevoa-500 focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600"
      />
      {searching && (
        <LoaderCircle
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 animate-spin text-nevoa-500 motion-reduce:animate-none"
        />
      )}
    </search>
  );
}
