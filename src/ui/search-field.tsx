import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from './more-icons';
import { useDebounced } from './use-remote';

/**
 * A search box that commits what was typed after a short pause (300 ms), so the URL and the
 * server call follow the text without a request per keystroke. `value` is the committed text
 * (from the URL); typing elsewhere in history (back button) updates the box.
 */
export function SearchField({ value, onCommit, placeholder, className }: { value: string; onCommit: (text: string) => void; placeholder: string; className?: string }) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text, 300);
  const committed = useRef(value);
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (settled.trim() !== committed.current.trim()) {
      committed.current = settled.trim();
      onCommit(settled.trim());
    }
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <label className={`field__control ${className ?? ''}`} style={{ color: 'var(--c-ink-faint)', background: 'var(--c-surface)' }}>
      <SearchIcon size={20} />
      <input type="search" placeholder={placeholder} aria-label={placeholder} value={text} enterKeyHint="search" maxLength={100}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            committed.current = text.trim();
            onCommit(text.trim());
          }
        }} />
    </label>
  );
}
