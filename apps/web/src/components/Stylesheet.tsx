/**
 * Chakra's cascade layers, in its order. A sheet that puts rules into Chakra's "recipes" layer
 * (so that style props, which are not layered, still win over them) states the order first, in
 * case it reaches the document before Chakra's own styles: the first mention fixes the order.
 */
export const CHAKRA_LAYER_ORDER = '@layer reset, base, tokens, recipes;';

/**
 * A component's stylesheet, for what is rendered too often to pay for Chakra's style props (rows
 * of long lists, math): React puts it into the document head once, however many components
 * render it, and keeps it there.
 */
export function Stylesheet({ name, css }: { name: string; css: string }) {
  return (
    <style href={name} precedence="default">
      {css}
    </style>
  );
}
