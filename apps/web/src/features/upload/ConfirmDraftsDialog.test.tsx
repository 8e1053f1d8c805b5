import type { ExtractedProblem } from '@backoffice/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type FakeApi } from '../../../test/fake-api.ts';
import { useNodeMultipart } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render.tsx';
import { useQueryHooks } from '../../lib/server-state.tsx';
import ConfirmDraftsDialog from './ConfirmDraftsDialog.tsx';
import { EXTRACTION, uploadApi } from './test-fixtures.ts';

let api: FakeApi;
let sent: { problems: ExtractedProblem[]; selected: number[]; language: string; problemsetName: string | null }[];

beforeEach(async () => {
  await useNodeMultipart();
  api = uploadApi();
  sent = [];
  api.on('POST /admin/problems/upload-file/confirm', async (request) => {
    const form = await request.formData();
    sent.push({
      problems: JSON.parse(String(form.get('problems'))) as ExtractedProblem[],
      selected: JSON.parse(String(form.get('selected_indices'))) as number[],
      language: String(form.get('language')),
      problemsetName: form.has('problemset_name') ? String(form.get('problemset_name')) : null,
    });
    return json({ problem_ids: [105, 106], problemset_id: 34 });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Stand-ins for what the /problems and /problemsets screens keep loaded. */
function ListQueries() {
  const queryHooks = useQueryHooks();
  queryHooks.useQuery('get', '/admin/problems/search', { params: { query: { page: 1 } } });
  queryHooks.useQuery('get', '/admin/problemsets', {});
  return null;
}

async function openConfirm(problemsetName = 'Brüche 6b', result = EXTRACTION) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const rendered = renderApp({
    token: 'sess-1',
    api,
    ui: <ConfirmDraftsDialog extraction={{ result, language: 'de', problemsetName }} onClose={onClose} />,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Check the extracted problems' });
  const d = within(dialog);
  const card = (n: number) => within(d.getByRole('listitem', { name: `Problem ${n}` }));
  return { user, onClose, dialog, d, card, ...rendered };
}

describe('ConfirmDraftsDialog (docs/product/screens.md, data.md)', () => {
  it('lists every draft, all selected, with its rendered text, grade, page and crop box', async () => {
    const { d, card } = await openConfirm();
    expect(d.getAllByRole('listitem')).toHaveLength(3);
    for (const n of [1, 2, 3]) expect(card(n).getByRole('checkbox', { name: `Problem ${n}` })).toBeChecked();
    expect(d.getByText('3 of 3 selected')).toBeInTheDocument();
    // The math is rendered (KaTeX), not shown as its source.
    await waitFor(() => expect(card(1).getByText((_, element) => element?.classList.contains('katex') ?? false)).toBeInTheDocument());
    expect(card(1).getByText('Grade 5–6')).toBeInTheDocument();
    expect(card(3).getByText('Page 2')).toBeInTheDocument();
    expect(card(3).getByText('Die Skizze wurde ausgeschnitten.')).toBeInTheDocument();
    expect(card(3).getByRole('img', { name: 'Figure of Problem 3' })).toBeInTheDocument();
    // The box of the first draft (80, 150, 920, 260 of 1000) drawn on its page.
    const box = card(1).getByTestId('crop-box');
    expect(box).toHaveStyle({ left: '8%', top: '15%', width: '84%', height: '11%' });
    expect(card(2).queryByTestId('crop-box')).toBeNull();
    expect(card(2).getByRole('button', { name: 'Add figure' })).toBeInTheDocument();
  });

  it('creates the selected drafts as edited, in a new topic, and closes', async () => {
    const { user, d, card, onClose } = await openConfirm();
    await user.click(card(2).getByRole('checkbox', { name: 'Problem 2' }));
    expect(d.getByText('2 of 3 selected')).toBeInTheDocument();

    await user.click(card(3).getByRole('button', { name: 'Edit Problem 3' }));
    const text = card(3).getByRole('textbox', { name: /^Text/ });
    await user.clear(text);
    await user.paste('Ein Rechteck ist 9 cm lang und 3 cm breit.');
    await user.click(card(3).getByRole('textbox', { name: 'Solution' }));
    await user.paste('9 · 3 = 27');
    await user.clear(card(3).getByRole('textbox', { name: 'Answer' }));
    await user.paste('27 cm²');
    // The difficulty is the editor's stars.
    await user.click(card(3).getByRole('radio', { name: 'Difficulty 4 of 5' }));
    const gradeFrom = card(3).getByRole('slider', { name: 'Grade: from' });
    gradeFrom.focus();
    await user.keyboard('{ArrowRight}');

    await user.click(d.getByRole('button', { name: 'Create problems' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call!.selected).toEqual([0, 2]);
    expect(call!.language).toBe('de');
    expect(call!.problemsetName).toBe('Brüche 6b');
    expect(call!.problems).toHaveLength(3);
    expect(call!.problems[2]).toMatchObject({
      text: 'Ein Rechteck ist 9 cm lang und 3 cm breit.',
      solution: '9 · 3 = 27',
      answer: '27 cm²',
      difficulty: 4,
      gradefrom: 6,
      gradeto: 7,
      image_data: EXTRACTION.problems[2]!.image_data,
    });
    expect(call!.problems[0]).toEqual(EXTRACTION.problems[0]);
    expect(await screen.findByText('2 problems created')).toBeInTheDocument();
  });

  it('sends no topic name when none was given', async () => {
    const { user, d, onClose } = await openConfirm('');
    expect(d.getByText('The selected problems are created without a topic.')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Create problems' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.problemsetName).toBeNull();
    expect(sent[0]!.selected).toEqual([0, 1, 2]);
  });

  it('loads the problem list and the topics afresh after creating', async () => {
    let searches = 0;
    let topics = 0;
    api.on('GET /admin/problems/search', () => {
      searches += 1;
      return json({ items: [], total: 0 });
    });
    api.on('GET /admin/problemsets', () => {
      topics += 1;
      return json([]);
    });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderApp({
      token: 'sess-1',
      api,
      ui: (
        <>
          <ListQueries />
          <ConfirmDraftsDialog extraction={{ result: EXTRACTION, language: 'de', problemsetName: 'Brüche 6b' }} onClose={onClose} />
        </>
      ),
    });
    await waitFor(() => expect([searches, topics]).toEqual([1, 1]));
    await user.click(await screen.findByRole('button', { name: 'Create problems' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect([searches, topics]).toEqual([2, 2]));
  });

  it('cannot create without a selection, and asks for the text of a selected draft without one', async () => {
    const { user, d, card } = await openConfirm();
    for (const n of [1, 2, 3]) await user.click(card(n).getByRole('checkbox', { name: `Problem ${n}` }));
    expect(d.getByRole('button', { name: 'Create problems' })).toBeDisabled();

    await user.click(card(2).getByRole('checkbox', { name: 'Problem 2' }));
    await user.click(card(2).getByRole('button', { name: 'Edit Problem 2' }));
    await user.clear(card(2).getByRole('textbox', { name: /^Text/ }));
    await user.click(d.getByRole('button', { name: 'Create problems' }));
    expect(card(2).getByText('Please enter the text of the problem.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks on the card for an answer the extraction did not find, and creates nothing without it', async () => {
    const noAnswer: ExtractedProblem = { ...EXTRACTION.problems[1]!, answer: null };
    const { user, d, card, onClose } = await openConfirm('', { ...EXTRACTION, problems: [EXTRACTION.problems[0]!, noAnswer] });
    expect(card(2).getByText('Answer missing')).toBeVisible();
    expect(card(1).queryByText('Answer missing')).toBeNull();
    // The answer field is on the card, not behind "Edit".
    const answer = card(2).getByRole('textbox', { name: /^Answer/ });
    expect(answer).toBeRequired();

    await user.click(d.getByRole('button', { name: 'Create problems' }));
    expect(card(2).getByText('Please enter the answer of the problem.')).toBeVisible();
    expect(d.getByText('1 selected problem still lacks its text or answer.')).toBeVisible();
    await waitFor(() => expect(answer).toHaveFocus());
    expect(sent).toHaveLength(0);

    await user.type(answer, '3/4');
    expect(card(2).queryByText('Answer missing')).toBeNull();
    expect(card(2).queryByText('Please enter the answer of the problem.')).toBeNull();
    await user.click(d.getByRole('button', { name: 'Create problems' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.problems[1]!.answer).toBe('3/4');
  });

  it('does not hold back an unselected draft without an answer', async () => {
    const { user, d, card, onClose } = await openConfirm();
    await user.click(card(2).getByRole('button', { name: 'Edit Problem 2' }));
    await user.clear(card(2).getByRole('textbox', { name: /^Answer/ }));
    expect(card(2).getByText('Answer missing')).toBeVisible();
    await user.click(card(2).getByRole('checkbox', { name: 'Problem 2' }));
    await user.click(d.getByRole('button', { name: 'Create problems' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.selected).toEqual([0, 2]);
  });

  it('stays open without a message when creating fails (docs/product/errors.md), keeping the edits', async () => {
    api.on('POST /admin/problems/upload-file/confirm', () => json({ detail: 'Internal error' }, 500));
    const { user, d, card, onClose } = await openConfirm();
    await user.click(card(1).getByRole('checkbox', { name: 'Problem 1' }));
    await user.click(d.getByRole('button', { name: 'Create problems' }));
    await waitFor(() => expect(d.getByRole('button', { name: 'Create problems' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(card(1).getByRole('checkbox', { name: 'Problem 1' })).not.toBeChecked();
    expect(screen.queryByText('Internal error')).toBeNull();
    expect(screen.queryByText('An error occurred')).toBeNull();
  });

  it('moves a crop box in the crop dialog and sends the new box', async () => {
    const { user, d, card, onClose } = await openConfirm();
    // The first draft has a box but no figure yet; the third has both.
    expect(card(3).getByRole('button', { name: 'Adjust crop' })).toBeInTheDocument();
    await user.click(card(1).getByRole('button', { name: 'Add figure' }));
    const crop = await screen.findByRole('dialog', { name: 'Crop box of Problem 1' });
    // The dialog takes the focus a moment after it appears (its focus trap); typing starts there.
    await waitFor(() => expect(crop).toContainElement(document.activeElement as HTMLElement));
    const c = within(crop);
    const left = c.getByRole('spinbutton', { name: 'Left edge' });
    expect(left).toHaveValue(80);
    expect(c.getByText(/0 is the page’s left or top edge, 1000 its right or bottom edge/)).toBeInTheDocument();
    // A left edge past the right one is refused, not swapped: the right edge is to fix.
    await user.clear(left);
    await user.type(left, '950{Enter}');
    expect(c.getByText('The right edge must be right of the left edge: enter a larger number than for the left edge.')).toBeVisible();
    expect(c.getByRole('spinbutton', { name: 'Right edge' })).toHaveFocus();
    expect(c.getByRole('spinbutton', { name: 'Right edge' })).toHaveValue(920);
    await user.click(c.getByRole('button', { name: 'Apply' }));
    expect(crop).toBeInTheDocument();
    // Past the page is clamped.
    await user.clear(c.getByRole('spinbutton', { name: 'Right edge' }));
    await user.type(c.getByRole('spinbutton', { name: 'Right edge' }), '1500{Enter}');
    expect(c.queryByText(/must be right of the left edge/)).toBeNull();
    expect(c.getByRole('spinbutton', { name: 'Right edge' })).toHaveValue(1000);
    await user.clear(c.getByRole('spinbutton', { name: 'Top edge' }));
    await user.type(c.getByRole('spinbutton', { name: 'Top edge' }), '100{Enter}');
    await user.click(c.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop box of Problem 1' })).toBeNull());
    expect(card(1).getByTestId('crop-box')).toHaveStyle({ left: '95%', top: '10%', width: '5%', height: '16%' });

    await user.click(d.getByRole('button', { name: 'Create problems' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.problems[0]!.coords).toEqual({ left: 950, top: 100, right: 1000, bottom: 260 });
  });

  it('refuses a bottom edge above the top edge with a message, keeping the last box', async () => {
    const { user, card } = await openConfirm();
    await user.click(card(1).getByRole('button', { name: 'Add figure' }));
    const crop = await screen.findByRole('dialog', { name: 'Crop box of Problem 1' });
    await waitFor(() => expect(crop).toContainElement(document.activeElement as HTMLElement));
    const c = within(crop);
    await user.clear(c.getByRole('spinbutton', { name: 'Bottom edge' }));
    await user.type(c.getByRole('spinbutton', { name: 'Bottom edge' }), '100');
    await user.click(c.getByRole('button', { name: 'Apply' }));
    expect(c.getByText('The bottom edge must be below the top edge: enter a larger number than for the top edge.')).toBeVisible();
    expect(c.getByRole('spinbutton', { name: 'Bottom edge' })).toHaveFocus();
    expect(c.getByRole('spinbutton', { name: 'Bottom edge' })).toHaveValue(100);
    await user.click(c.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop box of Problem 1' })).toBeNull());
    expect(card(1).getByTestId('crop-box')).toHaveStyle({ top: '15%', height: '11%' });
  });

  it('zooms the page in steps', async () => {
    const { user, card } = await openConfirm();
    await user.click(card(1).getByRole('button', { name: 'Add figure' }));
    const c = within(await screen.findByRole('dialog', { name: 'Crop box of Problem 1' }));
    expect(c.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(c.getByText('100 %')).toBeInTheDocument();
    await user.click(c.getByRole('button', { name: 'Zoom in' }));
    await user.click(c.getByRole('button', { name: 'Zoom in' }));
    expect(c.getByText('200 %')).toBeInTheDocument();
    expect(c.getByRole('img', { name: 'Page of the worksheet' }).closest('.ReactCrop')).toHaveStyle({ width: '200%' });
  });

  it('adds a figure to a draft without one, and removes one', async () => {
    const { user, d, card, onClose } = await openConfirm();
    await user.click(card(2).getByRole('button', { name: 'Add figure' }));
    const crop = await screen.findByRole('dialog', { name: 'Crop box of Problem 2' });
    await user.click(within(crop).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(card(2).getByTestId('crop-box')).toBeInTheDocument());
    await user.click(card(3).getByRole('button', { name: 'No figure' }));
    expect(card(3).queryByTestId('crop-box')).toBeNull();
    expect(card(3).queryByRole('img', { name: 'Figure of Problem 3' })).toBeNull();
    await user.click(d.getByRole('button', { name: 'Create problems' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.problems[1]!.coords).toEqual({ left: 100, top: 100, right: 900, bottom: 400 });
    expect(sent[0]!.problems[2]).toMatchObject({ coords: null, image_data: null, image_type: null });
  });
});
