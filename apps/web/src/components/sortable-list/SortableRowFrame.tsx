import { Box, chakra } from '@chakra-ui/react';
import { forwardRef, memo, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import { GripIcon } from '../icons.tsx';

/** One row of a sortable list: the drag handle, then what the screen shows of the item. */
export const SortableRowFrame = forwardRef<
  HTMLLIElement,
  { handle: ReactNode; children: ReactNode; style?: CSSProperties; dragging?: boolean }
>(function SortableRowFrame({ handle, children, style, dragging = false }, ref) {
  return (
    <chakra.li
      ref={ref}
      style={style}
      display="flex"
      alignItems="flex-start"
      gap={{ base: '2', md: '3' }}
      p={{ base: '2', md: '3' }}
      bg="bg"
      borderWidth="1px"
      rounded="md"
      position="relative"
      zIndex={dragging ? 1 : undefined}
      boxShadow={dragging ? 'lg' : undefined}
      data-dragging={dragging || undefined}
    >
      {handle}
      <Box flex="1" minW="0">
        {children}
      </Box>
    </chakra.li>
  );
});

/** The grip button. `touch-action: none` lets a finger drag it instead of scrolling the page. */
export const DragHandle = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { label: string }>(
  function DragHandle({ label, ...props }, ref) {
    return (
      <chakra.button
        ref={ref}
        type="button"
        aria-label={label}
        title={label}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        flexShrink="0"
        w="8"
        h="8"
        mt="0.5"
        rounded="sm"
        color="fg.muted"
        cursor="grab"
        touchAction="none"
        fontSize="lg"
        _hover={{ bg: 'bg.muted', color: 'fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500' }}
        _disabled={{ cursor: 'default', opacity: 0.5 }}
        {...props}
      >
        <GripIcon />
      </chakra.button>
    );
  },
);

/**
 * What the screen renders for an item. Memoised: while something is dragged every row takes
 * the new positions, but an item's content (math, images, switches) renders only when the item
 * or its place changes. `render` must therefore keep its identity between renders.
 */
export const RowContent = memo(function RowContent<T>({
  item,
  index,
  render,
}: {
  item: T;
  index: number;
  render: (item: T, index: number) => ReactNode;
}) {
  return <>{render(item, index)}</>;
}) as <T>(props: { item: T; index: number; render: (item: T, index: number) => ReactNode }) => ReactNode;
