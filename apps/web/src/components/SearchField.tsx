import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { SearchIcon } from './icons.tsx';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  maxW?: string;
}

/**
 * A search box (docs/product/screens.md): Escape clears the text, and a clear button shows while there is
 * text. Debouncing is the caller's (the text shows at once, the search follows).
 */
export function SearchField({ value, onChange, label, maxW = 'sm' }: SearchFieldProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <InputGroup
      startElement={<SearchIcon />}
      endElement={
        value ? (
          <CloseButton
            size="xs"
            me="-2"
            aria-label={t({ id: 'search.clear', message: 'Clear search' })}
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          />
        ) : undefined
      }
      maxW={maxW}
      flex="1"
      minW="12rem"
    >
      <Input
        ref={inputRef}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            // Inside a dialog, the first Escape clears the search and leaves the dialog open.
            event.stopPropagation();
            event.preventDefault();
            onChange('');
          }
        }}
        aria-label={label}
        placeholder={label}
        maxLength={200}
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </InputGroup>
  );
}
