import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { ImageDropField } from './ImageDropField.tsx';

function setup() {
  const onFile = vi.fn();
  renderApp({ ui: <ImageDropField label="Image" current={null} onFile={onFile} onClear={() => {}} /> });
  return { onFile, zone: screen.getByRole('group', { name: 'Image' }) };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'figure.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.7'], 'sheet.pdf', { type: 'application/pdf' });

describe('ImageDropField', () => {
  it('accepts a pasted image', () => {
    const { onFile, zone } = setup();
    const file = png();
    fireEvent.paste(zone, { clipboardData: { files: [file], items: [], types: ['Files'], getData: () => '' } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.queryByText(/not supported/)).not.toBeInTheDocument();
  });

  it('refuses a file that is not JPG, PNG or GIF', () => {
    const { onFile, zone } = setup();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()], types: ['Files'] } });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByText('This file is not supported: please choose a JPG, PNG or GIF image.')).toBeInTheDocument();
  });

  it('accepts a dropped image and a chosen one', async () => {
    const { onFile, zone } = setup();
    fireEvent.drop(zone, { dataTransfer: { files: [png()], types: ['Files'] } });
    const input = zone.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, png());
    expect(onFile).toHaveBeenCalledTimes(2);
  });
});
