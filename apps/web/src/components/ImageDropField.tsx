import { Box, Button, Field, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';

/** docs/product/validation.md, limits.md: image fields take JPG, PNG and GIF only. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export interface ImageDropFieldProps {
  label: string;
  /** What the field holds now: the stored file's address or a blob: URL of a new one, and its MIME type. */
  current: { url: string | null; type: string | null } | null;
  /** A new, accepted file. */
  onFile: (file: File) => void;
  onClear: () => void;
  disabled?: boolean;
}

/**
 * An image field (docs/product/screens.md#problem-editor): a file chosen by click, dropped, or pasted while
 * the field has the focus; JPG, PNG and GIF only, anything else is refused with
 * problem.invalid_file_type_image. Shows the image (or only the type of a stored file that
 * is not an image) and can be cleared.
 */
export function ImageDropField({ label, current, onFile, onClear, disabled = false }: ImageDropFieldProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const take = (file: File | undefined | null) => {
    if (!file) return;
    const accepted = (IMAGE_TYPES as readonly string[]).includes(file.type);
    setInvalid(!accepted);
    if (accepted) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = event.clipboardData.files[0];
    if (!file || disabled) return;
    event.preventDefault();
    take(file);
  };

  const isImage = !!current?.url && !!current.type?.startsWith('image/');
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Box
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={disabled ? -1 : 0}
        onPaste={onPaste}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={invalid ? 'red.500' : dragging ? 'teal.500' : 'border'}
        bg={dragging ? 'teal.50' : 'bg'}
        rounded="md"
        p="3"
        w="full"
        focusRing="outside"
      >
        <Stack gap="2">
          {current?.url || current?.type ? (
            isImage ? (
              <Image src={current.url!} alt={label} maxH="10rem" maxW="100%" objectFit="contain" alignSelf="start" />
            ) : (
              <Text fontSize="sm">{t({ id: 'problem.file_type', message: `File of type ${current.type ?? ''}` })}</Text>
            )
          ) : null}
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {t({ id: 'problem.image_hint', message: 'Drop or paste an image here, or choose one (JPG, PNG, GIF).' })}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled}>
              {t({ id: 'problem.choose_image', message: 'Choose image' })}
            </Button>
            {current?.url || current?.type ? (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => {
                  setInvalid(false);
                  onClear();
                }}
                disabled={disabled}
              >
                {t({ id: 'problem.clear_image', message: 'Remove' })}
              </Button>
            ) : null}
          </HStack>
        </Stack>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          aria-label={label}
          onChange={(event) => {
            take(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </Box>
      {invalid ? (
        <Field.ErrorText>{t({ id: 'problem.invalid_file_type_image', message: 'This file is not supported: please choose a JPG, PNG or GIF image.' })}</Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
