import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { MathMarkdown } from './MathMarkdown.tsx';

async function rendered(text: string) {
  const { container } = renderApp({ ui: <MathMarkdown text={text} data-testid="md" /> });
  // The lazy renderer has arrived once the fallback's raw text is gone.
  await waitFor(() => expect(container.querySelector('[data-testid="md"] > div[class]')?.textContent).not.toBe(text));
  return screen.getByTestId('md');
}

describe('MathMarkdown', () => {
  it('renders GFM tables and KaTeX formulas', async () => {
    const md = await rendered('Rechne $\\frac{3}{4}$ aus.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n$$\nx^2\n$$');
    await waitFor(() => expect(md.querySelectorAll('.katex')).toHaveLength(2));
    expect(md.querySelector('.katex-display')).not.toBeNull();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '2']);
  });

  it('shows an invalid formula in the error colour and renders the rest', async () => {
    const md = await rendered('Vorher $\\frac{1}{$ und $\\sqrt{4}$ nachher');
    await waitFor(() => expect(md.querySelector('.katex-error')).not.toBeNull());
    expect((md.querySelector('.katex-error') as HTMLElement).style.color).toBe('rgb(204, 0, 0)');
    expect(md.querySelectorAll('.katex')).toHaveLength(1);
    expect(md.textContent).toContain('nachher');
  });

  it('renders hostile input inert', async () => {
    const md = await rendered(
      [
        '<script>window.hacked = 1</script>',
        '<img src=x onerror="window.hacked = 2">',
        '[click](javascript:alert(1)) [data](data:text/html,<b>x</b>) [ok](https://example.org/a)',
        '![pixel](https://evil.example.com/pixel.gif) ![own](/logo.png)',
        '<b onclick="alert(1)">bold</b> $\\href{javascript:alert(1)}{x}$',
      ].join('\n\n'),
    );
    await waitFor(() => expect(md.querySelector('a[href="https://example.org/a"]')).not.toBeNull());
    expect(md.querySelector('script, [onerror], [onclick], b, iframe')).toBeNull();
    expect(md.querySelectorAll('a[href^="javascript"], a[href^="data"]')).toHaveLength(0);
    expect(screen.getByText('click').closest('a')).toBeNull();
    const sources = [...md.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/logo.png']);
    expect(md.textContent).toContain('[pixel]');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
