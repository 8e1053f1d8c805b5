import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { SearchableSelect } from './SearchableSelect.tsx';

interface Kid {
  id: string;
  name: string;
}
const KIDS: Kid[] = [
  { id: 'w', name: 'Wagner, Paul' },
  { id: 'o', name: 'Öztürk, Defne' },
  { id: 'm', name: 'Müller, Finn' },
  { id: 'b', name: 'Bauer, Anton' },
];

function setup(items: Kid[] = KIDS) {
  const onSelect = vi.fn();
  renderApp({
    ui: (
      <SearchableSelect
        label="Add student"
        items={items}
        itemKey={(kid) => kid.id}
        itemLabel={(kid) => kid.name}
        onSelect={onSelect}
        emptyText="Nobody found"
      />
    ),
  });
  return { onSelect, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Add student' }) };
}

const options = () =>
  within(screen.getByRole('listbox', { name: 'Add student' }))
    .queryAllByRole('option')
    .map((option) => option.textContent);

// Text is pasted: in jsdom the combobox loses keys typed in quick succession (browsers do not).
describe('SearchableSelect', () => {
  it('opens on click with every item in alphabetical order', async () => {
    const { user, input } = setup();
    await user.click(input);
    await waitFor(() => expect(options()).toEqual(['Bauer, Anton', 'Müller, Finn', 'Öztürk, Defne', 'Wagner, Paul']));
  });

  it('narrows to what was typed, ignoring case and accents', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('mull');
    await waitFor(() => expect(options()).toEqual(['Müller, Finn']));
    await user.clear(input);
    await user.paste('OZT');
    await waitFor(() => expect(options()).toEqual(['Öztürk, Defne']));
  });

  it('says so when nothing matches', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('xyz');
    expect(await screen.findByText('Nobody found')).toBeInTheDocument();
    expect(options()).toEqual([]);
  });

  it('hands over the chosen item and empties itself for the next choice', async () => {
    const { user, input, onSelect } = setup();
    await user.click(input);
    await user.paste('wag');
    await user.click(await screen.findByRole('option', { name: 'Wagner, Paul' }));
    expect(onSelect).toHaveBeenCalledWith(KIDS[0]);
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('chooses with the arrow keys and Enter', async () => {
    const { user, input, onSelect } = setup();
    await user.click(input);
    await user.paste('er');
    await waitFor(() => expect(options()).toEqual(['Bauer, Anton', 'Müller, Finn', 'Wagner, Paul']));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(KIDS[2]);
  });
});
