import type { Gender } from '@backoffice/api-client';
import { HStack, RadioGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/**
 * The m/w radios of people's forms (users, students, the own profile). Students' forms name the
 * choices boy and girl (spec §2) through `names`.
 */
export function GenderField({
  label,
  value,
  onChange,
  names,
}: {
  label: string;
  value: Gender;
  onChange: (value: Gender) => void;
  names?: Record<Gender, string>;
}) {
  const { t } = useLingui();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        if (details.value === 'm' || details.value === 'w') onChange(details.value);
      }}
      colorPalette="teal"
      display="flex"
      flexDirection="column"
      gap="1.5"
    >
      <RadioGroup.Label fontWeight="medium" fontSize="sm">
        {label}
      </RadioGroup.Label>
      <HStack gap="6" py="1">
        <RadioGroup.Item value="m">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{names?.m ?? t({ id: 'gender.m', message: 'Male' })}</RadioGroup.ItemText>
        </RadioGroup.Item>
        <RadioGroup.Item value="w">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{names?.w ?? t({ id: 'gender.w', message: 'Female' })}</RadioGroup.ItemText>
        </RadioGroup.Item>
      </HStack>
    </RadioGroup.Root>
  );
}
