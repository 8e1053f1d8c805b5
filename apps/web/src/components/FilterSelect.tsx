import { NativeSelect, Text } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A list filter: a labelled native select (the problems list, the audit log). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
}) {
  return (
    <Text as="label" fontSize="sm" fontWeight="medium" display="block">
      {label}
      <NativeSelect.Root size="sm" mt="1">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} bg="bg">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Text>
  );
}
