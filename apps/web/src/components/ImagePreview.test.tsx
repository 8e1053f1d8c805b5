import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { ImagePreview } from './ImagePreview.tsx';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

// Focus (into the preview and back to the image) needs real layout: the browser tests check it.
describe('ImagePreview', () => {
  it.each(['Escape', 'Enter', ' '])('opens on click and closes with "%s"', async (key) => {
    const user = userEvent.setup();
    renderApp({ ui: <ImagePreview src={PNG} alt="Rechteck" /> });
    await user.click(screen.getByRole('button', { name: 'Enlarge image: Rechteck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechteck' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', PNG);
    // The dialog listens for Escape once its layer is registered, a moment after it shows; a
    // person's key comes later than a test's, so the key is pressed until the dialog has it.
    await waitFor(() => {
      fireEvent.keyDown(dialog, { key });
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });
  });

  it('stays open on other keys', async () => {
    const user = userEvent.setup();
    renderApp({ ui: <ImagePreview src={PNG} alt="Rechteck" /> });
    await user.click(screen.getByRole('button', { name: 'Enlarge image: Rechteck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechteck' });
    fireEvent.keyDown(dialog, { key: 'a' });
    expect(dialog).toHaveAttribute('data-state', 'open');
  });
});
