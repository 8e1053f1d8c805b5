// Build time only (vite.config.ts, themeStylesheet): the CSS that Chakra's provider would write
// into the page at start-up (the reset, the global styles and every token's CSS variable),
// rendered once by the same provider on the server. index.html carries it as a stylesheet, and
// the browser's system skips making it again (theme.ts): that saved working out and parsing
// some 36 kB of CSS on every cold load (issue 29, docs/architecture.md#chunks).
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { system } from './theme.ts';

export function themeCss(): string {
  // Emotion writes each global style as a <style> element in front of the content it renders.
  const html = renderToString(<ChakraProvider value={system}>{null}</ChakraProvider>);
  const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  if (!sheets.length) throw new Error('the Chakra provider rendered no global styles');
  return sheets.join('\n');
}
