import type { Problem } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { DifficultyStars } from '../../components/DifficultyStars.tsx';
import { CopyIcon, EditIcon, TrashIcon } from '../../components/icons.tsx';
import { ImagePreview } from '../../components/ImagePreview.tsx';
import { MathMarkdown } from '../../components/MathMarkdown.tsx';
import { imageFileUrl } from '../../lib/images.ts';
import { followRowLink } from '../../lib/row-link.ts';
import { gradeLabel } from '../../lib/problem-format.ts';
import { Stylesheet } from '../../components/Stylesheet.tsx';

export interface ProblemCardProps {
  problem: Problem;
  /** docs/product/roles.md: Edit, Delete and the click on the card only where editing is allowed. */
  editable: boolean;
  /** The editor's address: Edit is a link to it, and a click on the card follows that link. */
  editHref: string;
  /** The card of a #p{id} link: scrolled to and marked. */
  marked: boolean;
  onCopy: (problem: Problem) => void;
  onDelete: (problem: Problem) => void;
  copying: boolean;
}

/**
 * One problem of the list (docs/product/screens.md): collection, difficulty stars, grade, the text with its
 * math, the image (opens a preview), a show/hide solution link when there is a solution or
 * an answer, and Copy, Edit and Delete.
 */
export function ProblemCard({ problem, editable, editHref, marked, onCopy, onDelete, copying }: ProblemCardProps) {
  const { t } = useLingui();
  const [showSolution, setShowSolution] = useState(false);
  const solutionId = useId();
  const image = imageFileUrl(problem.file_url, problem.file_type);
  // The card shows the small copy (at most 800 px, docs/product/api.md#files); the preview the image.
  const thumbnail = image && (problem.thumbnail_url ?? image);
  const hasSolution = !!problem.solution?.trim() || !!problem.answer?.trim();
  const id = problem.problem_id;

  return (
    // A click anywhere on the card follows its link (followRowLink); keyboard users reach the
    // link itself, so the card needs no key handler of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      id={`p${id}`}
      aria-labelledby={`p${id}-title`}
      className="problem-card"
      data-marked={marked || undefined}
      data-editable={editable || undefined}
      // A click on the card (not on its controls: the image, the buttons) opens the editor; with
      // Ctrl or a middle click in a new tab.
      onClick={editable ? followRowLink : undefined}
      onAuxClick={editable ? followRowLink : undefined}
    >
      <ProblemCardStyles />
      <div className="problem-card-head">
        <div className="problem-card-meta">
          <p id={`p${id}-title`} className="problem-card-title">
            {t({ id: 'problems.card_title', message: `Problem ${id}` })}
          </p>
          {problem.collection_name ? <span className="problem-card-badge problem-card-collection">{problem.collection_name}</span> : null}
          <DifficultyStars value={problem.difficulty} size="0.9rem" />
          <p>{t({ id: 'problems.grade_value', message: `Grade ${gradeLabel(problem.gradefrom, problem.gradeto)}` })}</p>
          <span className="problem-card-badge problem-card-language">{problem.language}</span>
        </div>
        <div className="problem-card-actions">
          <button
            type="button"
            className="problem-card-action"
            aria-label={t({ id: 'problems.copy', message: `Copy problem ${id}` })}
            title={t({ id: 'problems.copy_short', message: 'Copy' })}
            disabled={copying}
            data-loading={copying || undefined}
            onClick={() => onCopy(problem)}
          >
            {copying ? <span className="problem-card-spinner" /> : <CopyIcon />}
          </button>
          {editable ? (
            <>
              <Link
                href={editHref}
                data-row-link=""
                className="problem-card-action"
                aria-label={t({ id: 'problems.edit', message: `Edit problem ${id}` })}
                title={t({ id: 'problems.edit_short', message: 'Edit' })}
              >
                <EditIcon />
              </Link>
              <button
                type="button"
                className="problem-card-action problem-card-danger"
                aria-label={t({ id: 'problems.delete', message: `Delete problem ${id}` })}
                title={t({ id: 'problems.delete_short', message: 'Delete' })}
                onClick={() => onDelete(problem)}
              >
                <TrashIcon />
              </button>
            </>
          ) : null}
        </div>
      </div>
      <div className="problem-card-body">
        <MathMarkdown text={problem.text} />
        {image ? (
          <div>
            <ImagePreview src={thumbnail!} fullSrc={image} alt={t({ id: 'problems.image_alt', message: `Image of problem ${id}` })} maxH="13rem" />
          </div>
        ) : null}
        {hasSolution ? (
          <div>
            <button
              type="button"
              className="problem-card-toggle"
              aria-expanded={showSolution}
              aria-controls={solutionId}
              onClick={() => setShowSolution((shown) => !shown)}
            >
              {showSolution
                ? t({ id: 'problems.hide_solution', message: 'Hide solution' })
                : t({ id: 'problems.show_solution', message: 'Show solution' })}
            </button>
            {showSolution ? (
              <div id={solutionId} className="problem-card-solution">
                {problem.solution?.trim() ? <MathMarkdown text={problem.solution} /> : null}
                {problem.answer?.trim() ? (
                  <div className="problem-card-answer">
                    <p className="problem-card-title">{t({ id: 'problems.answer_label', message: 'Answer:' })}</p>
                    <MathMarkdown text={problem.answer} />
                  </div>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

// A page shows 20 cards at once. They are plain elements styled by one stylesheet (in the
// theme's tokens), not Chakra components whose styles would be worked out for every card on
// every render.
const STYLES = `
.problem-card {
  border: 1px solid var(--chakra-colors-border); border-radius: var(--chakra-radii-lg);
  background: var(--chakra-colors-bg); padding: var(--chakra-spacing-3); box-shadow: var(--chakra-shadows-xs);
  /* A #p{id} target comes to rest below the sticky header (one row on a phone, two from md on). */
  scroll-margin-top: 5rem;
}
@media (min-width: 48rem) { .problem-card { scroll-margin-top: 8rem; } }
@media (min-width: 48rem) { .problem-card { padding: var(--chakra-spacing-4); } }
.problem-card[data-marked] { border-width: 2px; border-color: var(--chakra-colors-teal-500); background: var(--chakra-colors-teal-50); }
.problem-card[data-editable] { cursor: pointer; }
@media (hover: hover) { .problem-card[data-editable]:hover { border-color: var(--chakra-colors-teal-400); } }
.problem-card-head {
  display: flex; justify-content: space-between; align-items: flex-start; flex-wrap: wrap;
  gap: var(--chakra-spacing-2); margin-bottom: var(--chakra-spacing-2);
}
.problem-card-meta {
  display: flex; align-items: center; flex-wrap: wrap; gap: var(--chakra-spacing-3);
  font-size: var(--chakra-font-sizes-sm); color: var(--chakra-colors-fg-muted);
}
.problem-card-title { font-weight: var(--chakra-font-weights-semibold); color: var(--chakra-colors-fg); }
.problem-card-badge {
  display: inline-flex; align-items: center; gap: var(--chakra-spacing-1); border-radius: var(--chakra-radii-l2);
  font-weight: var(--chakra-font-weights-medium); font-variant-numeric: tabular-nums; white-space: nowrap; user-select: none;
  font-size: var(--chakra-font-sizes-xs); line-height: 1rem; padding-inline: var(--chakra-spacing-1\\.5); min-height: var(--chakra-sizes-5);
}
.problem-card-collection { background: var(--chakra-colors-purple-subtle); color: var(--chakra-colors-purple-fg); }
.problem-card-language { color: var(--chakra-colors-gray-fg); box-shadow: inset 0 0 0 1px var(--chakra-colors-gray-border); text-transform: uppercase; }
.problem-card-actions { display: flex; align-items: center; gap: var(--chakra-spacing-1); }
.problem-card-action, .problem-card-toggle {
  display: inline-flex; align-items: center; justify-content: center; position: relative; flex-shrink: 0;
  appearance: none; isolation: isolate; user-select: none; white-space: nowrap; vertical-align: middle;
  border: 1px solid transparent; border-radius: var(--chakra-radii-l2); outline: 0; cursor: pointer;
  height: var(--chakra-sizes-9); min-width: var(--chakra-sizes-9); padding: 0; gap: var(--chakra-spacing-2);
  font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem; font-weight: var(--chakra-font-weights-medium);
  transition-property: background-color, border-color, color, fill, stroke, opacity, box-shadow, translate, transform;
  transition-duration: 200ms; --focus-ring-color: var(--chakra-colors-gray-focus-ring);
}
.problem-card-action { background: transparent; color: var(--chakra-colors-gray-fg); }
.problem-card-action > svg { width: 1rem; height: 1rem; flex-shrink: 0; }
.problem-card-danger { color: var(--chakra-colors-red-fg); --focus-ring-color: var(--chakra-colors-red-focus-ring); }
@media (hover: hover) {
  .problem-card-action:hover:not(:disabled) { background: var(--chakra-colors-gray-subtle); }
  .problem-card-danger:hover:not(:disabled) { background: var(--chakra-colors-red-subtle); }
}
.problem-card-action:disabled { opacity: 0.5; cursor: not-allowed; }
.problem-card-action:focus-visible, .problem-card-toggle:focus-visible {
  outline: 2px solid var(--focus-ring-color); outline-offset: 2px;
}
.problem-card-spinner {
  display: inline-block; width: 1em; height: 1em; border-radius: 50%;
  border: 0.125em solid currentColor; border-inline-start-color: transparent; border-bottom-color: transparent;
  animation: problem-card-spin 0.65s linear infinite;
}
@keyframes problem-card-spin { to { transform: rotate(360deg); } }
.problem-card-toggle { background: none; color: var(--chakra-colors-teal-700); text-decoration: underline; }
.problem-card-body { display: flex; flex-direction: column; gap: var(--chakra-spacing-3); }
.problem-card-solution {
  display: flex; flex-direction: column; gap: var(--chakra-spacing-2); margin-top: var(--chakra-spacing-2);
  padding: var(--chakra-spacing-3); background: var(--chakra-colors-bg-muted); border-radius: var(--chakra-radii-md);
}
.problem-card-answer { display: flex; align-items: baseline; flex-wrap: wrap; gap: var(--chakra-spacing-2); }
`;

/** The cards' stylesheet: React puts it into the document head once, however many cards there are. */
function ProblemCardStyles() {
  return <Stylesheet name="problem-card" css={STYLES} />;
}
