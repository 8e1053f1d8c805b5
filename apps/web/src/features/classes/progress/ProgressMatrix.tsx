import type { ClassProgressCell, ClassProgressProblem } from '@backoffice/api-client';
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo, useRef, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { InactiveIcon } from '../../../components/icons.tsx';
import { CHAKRA_LAYER_ORDER, Stylesheet } from '../../../components/Stylesheet.tsx';
import { INACTIVE_AFTER_DAYS } from '../../../lib/config.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { cellOf, cellState, type CellState, type SolveRate, type StudentRow, type TopicGroup } from './progress-model.ts';
import { useRovingGrid } from './roving-grid.ts';

// The matrix is plain table elements styled by this one stylesheet, not Chakra components: 40
// students × 300 problems are 12,000 cells, and a component with a style computation per cell
// would not render within a second (docs/product/screens.md#class-progress). A cell's state
// shows by colour and by its mark (✓, ?, ○, ·), its text; its name is its aria-label. The box scrolls both ways; the student column and the header rows stay put.
const STYLES = `
${CHAKRA_LAYER_ORDER}
.pm-box { overflow: auto; max-height: calc(100vh - 14rem); min-height: 12rem; border-width: 1px; border-radius: var(--chakra-radii-l2);
  scroll-padding-inline-start: var(--pm-student-w); scroll-padding-block-start: 3.5rem; --pm-student-w: 15rem; --pm-cell-w: 2.5rem; }
@media (max-width: 47.999rem) { .pm-box { --pm-student-w: 8.5rem; max-height: calc(100vh - 12rem); } }
.pm { border-collapse: separate; border-spacing: 0; font-size: var(--chakra-font-sizes-sm); table-layout: fixed; }
.pm col.pm-col-student { width: var(--pm-student-w); }
.pm col.pm-col-problem { width: var(--pm-cell-w); }
.pm col.pm-col-total { width: 8rem; }
.pm th, .pm td { padding: 0; border-bottom: 1px solid var(--chakra-colors-border); font-weight: normal; }
.pm th, .pm .pm-total { background: var(--chakra-colors-bg); }
.pm thead th { position: sticky; z-index: 2; }
.pm .pm-topic { top: 0; height: 1.75rem; padding-inline: var(--chakra-spacing-2); text-align: start; font-weight: var(--chakra-font-weights-semibold);
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; border-inline-start: 1px solid var(--chakra-colors-border); background: var(--chakra-colors-bg-muted); }
.pm .pm-topic > span { position: sticky; inset-inline-start: calc(var(--pm-student-w) + var(--chakra-spacing-2)); }
.pm .pm-head { top: 1.75rem; height: 2rem; text-align: center; background: var(--chakra-colors-bg-muted); }
.pm .pm-first { border-inline-start: 1px solid var(--chakra-colors-border); }
.pm .pm-student { position: sticky; inset-inline-start: 0; z-index: 1; overflow: hidden;
  padding: var(--chakra-spacing-1) var(--chakra-spacing-2); text-align: start; border-inline-end: 1px solid var(--chakra-colors-border); }
.pm thead .pm-student { z-index: 3; background: var(--chakra-colors-bg-muted); font-weight: var(--chakra-font-weights-semibold); }
.pm tfoot th, .pm tfoot td { position: sticky; bottom: 0; background: var(--chakra-colors-bg-muted); border-top: 1px solid var(--chakra-colors-border); }
.pm tfoot .pm-student { z-index: 3; font-weight: var(--chakra-font-weights-semibold); }
.pm-name { display: flex; align-items: center; gap: var(--chakra-spacing-1); min-width: 0; }
.pm-link { color: inherit; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; border-radius: var(--chakra-radii-xs); }
.pm-link:hover { text-decoration: underline; text-underline-offset: 2px; }
.pm-inactive { display: inline-flex; flex: none; color: var(--chakra-colors-orange-fg); }
.pm-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.pm-c { text-align: center; height: 2rem; font-weight: var(--chakra-font-weights-bold); }
.pm-c[data-s=solved], .pm-mark[data-s=solved] { background: var(--chakra-colors-green-subtle); color: var(--chakra-colors-green-fg); }
.pm-c[data-s=quiz], .pm-mark[data-s=quiz] { background: var(--chakra-colors-orange-subtle); color: var(--chakra-colors-orange-fg); }
.pm-c[data-s=assigned], .pm-mark[data-s=assigned] { background: var(--chakra-colors-blue-subtle); color: var(--chakra-colors-blue-fg); }
.pm-c[data-s=none], .pm-mark[data-s=none] { color: var(--chakra-colors-fg-subtle); }
.pm-mark { display: inline-block; width: 1.5rem; line-height: 1.5rem; text-align: center; border-radius: var(--chakra-radii-l1); font-weight: var(--chakra-font-weights-bold); }
.pm-total { padding: var(--chakra-spacing-1) var(--chakra-spacing-2) !important; white-space: nowrap; text-align: end; border-inline-start: 1px solid var(--chakra-colors-border); }
.pm thead .pm-total { white-space: normal; line-height: 1.2; }
.pm-bar { display: block; height: 0.375rem; margin-top: 2px; border-radius: 999px; background: var(--chakra-colors-bg-emphasized); overflow: hidden; }
.pm-bar > span { display: block; height: 100%; background: var(--chakra-colors-teal-solid); }
.pm-rate { text-align: center; font-size: var(--chakra-font-sizes-xs); white-space: nowrap; }
.pm a:focus-visible, .pm td:focus-visible, .pm th:focus-visible { outline: 2px solid var(--chakra-colors-teal-500); outline-offset: -2px; }
.pm-legend { display: flex; flex-wrap: wrap; gap: var(--chakra-spacing-1) var(--chakra-spacing-4); margin: 0; padding: 0; list-style: none; font-size: var(--chakra-font-sizes-sm); }
.pm-legend > li { display: flex; align-items: center; gap: var(--chakra-spacing-1); }
`;

/** A state's mark, the cell's text (hidden from screen readers by the cell's aria-label). */
const MARKS: Record<CellState, string> = { solved: '✓', quiz: '?', assigned: '○', none: '·' };

export function ProgressStyles() {
  return <Stylesheet name="class-progress" css={STYLES} />;
}

/** The names of the cell states, in the interface language. */
export function useStateLabels(): Record<CellState, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      solved: t({ id: 'progress.state.solved', message: 'Solved' }),
      quiz: t({ id: 'progress.state.quiz', message: 'Quiz, not solved' }),
      assigned: t({ id: 'progress.state.assigned', message: 'Assigned, not solved' }),
      none: t({ id: 'progress.state.none', message: 'Not assigned' }),
    }),
    [t],
  );
}

/** The four marks and what they mean, above the matrix. */
export function ProgressLegend() {
  const { t } = useLingui();
  const labels = useStateLabels();
  const states: CellState[] = ['solved', 'quiz', 'assigned', 'none'];
  return (
    <ul className="pm-legend" aria-label={t({ id: 'progress.legend', message: 'Legend' })}>
      {states.map((state) => (
        <li key={state}>
          <span className="pm-mark" data-s={state} aria-hidden="true">
            {MARKS[state]}
          </span>
          {labels[state]}
        </li>
      ))}
    </ul>
  );
}

interface MatrixProps {
  caption: string;
  problems: readonly ClassProgressProblem[];
  groups: readonly TopicGroup[];
  rows: readonly StudentRow[];
  rates: readonly SolveRate[];
  index: Map<string, ClassProgressCell>;
  formatPercent: (value: number) => string;
}

/** The matrix: topics over problems, a row per student with the totals, the solve rates below. */
export const ProgressMatrix = memo(function ProgressMatrix({ caption, problems, groups, rows, rates, index, formatPercent }: MatrixProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const tableRef = useRef<HTMLTableElement>(null);
  const grid = useRovingGrid(tableRef);
  const labels = useStateLabels();
  const inactiveText = t({ id: 'progress.inactive', message: `No activity for ${INACTIVE_AFTER_DAYS} days` });
  const firstOfTopic = new Set<number>();
  let column = 0;
  for (const group of groups) {
    firstOfTopic.add(column);
    column += group.span;
  }

  // A cell's tooltip (its state and the date of its last change) is written each time the
  // pointer or the focus reaches it, from the current data: 12,000 titles formatted up front
  // were a tenth of the render. Focus also gets the date as the cell's description, which
  // screen readers read after its name.
  const describe = (element: EventTarget) => {
    const td = element instanceof Element ? element.closest<HTMLTableCellElement>('td.pm-c') : null;
    if (!td) return;
    const tr = td.parentElement as HTMLTableRowElement;
    const row = rows[tr.sectionRowIndex];
    const problem = problems[td.cellIndex - 1];
    if (!row || !problem) return;
    const cell = cellOf(index, row.student.student_id, problem.problem_id);
    const label = labels[cellState(cell)];
    const changed = cell?.last_changed ? formatDateTime(cell.last_changed) : null;
    td.title = changed ? `${label} · ${changed}` : label;
    if (changed) td.setAttribute('aria-description', changed);
    else td.removeAttribute('aria-description');
  };

  // The links are plain anchors (hundreds of them); a plain click navigates inside the app.
  const followLink = (event: MouseEvent<HTMLTableElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-app-link]');
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '/');
  };

  return (
    <div className="pm-box">
      {/* The grid's own handlers give the table its keyboard (roving-grid.ts). */}
      <table
        ref={tableRef}
        className="pm"
        style={{ width: `calc(var(--pm-student-w) + ${problems.length} * var(--pm-cell-w) + 8rem)` }}
        role="grid"
        aria-readonly="true"
        aria-rowcount={rows.length + 3}
        onKeyDown={grid.onKeyDown}
        onFocus={(event) => {
          describe(event.target);
          grid.onFocus(event);
        }}
        onMouseOver={(event) => describe(event.target)}
        onClick={followLink}
      >
        <caption className="pm-sr">{caption}</caption>
        <colgroup>
          <col className="pm-col-student" />
          {problems.map((problem) => (
            <col key={`${problem.problemset_id}-${problem.problem_id}`} className="pm-col-problem" />
          ))}
          <col className="pm-col-total" />
        </colgroup>
        <thead>
          <tr>
            <td className="pm-student" aria-hidden="true" />
            {groups.map((group, position) => (
              <th key={`${group.problemsetId}-${position}`} className="pm-topic" colSpan={group.span} scope="colgroup">
                <span>{group.name}</span>
              </th>
            ))}
            <td className="pm-topic" aria-hidden="true" />
          </tr>
          <tr data-nav="">
            <th className="pm-student" scope="col" tabIndex={-1}>
              {t({ id: 'progress.column.student', message: 'Student' })}
            </th>
            {problems.map((problem, position) => (
              <th
                key={`${problem.problemset_id}-${problem.problem_id}`}
                className={firstOfTopic.has(position) ? 'pm-head pm-first' : 'pm-head'}
                scope="col"
              >
                <a
                  className="pm-link"
                  data-app-link=""
                  href={paths.problems.detail.href(problem.problem_id)}
                  tabIndex={-1}
                  title={`${problem.problemset_name} ${problem.ordering}: ${problem.label}`}
                  aria-label={`${problem.problemset_name} ${problem.ordering}: ${problem.label}`}
                >
                  {problem.ordering}
                </a>
              </th>
            ))}
            <th className="pm-total" scope="col" tabIndex={-1}>
              {t({ id: 'progress.column.total', message: 'Solved / assigned' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <StudentLine
              key={row.student.student_id}
              row={row}
              problems={problems}
              index={index}
              labels={labels}
              firstOfTopic={firstOfTopic}
              inactiveText={inactiveText}
            />
          ))}
        </tbody>
        <tfoot>
          <tr data-nav="">
            <th className="pm-student" scope="row" tabIndex={-1}>
              {t({ id: 'progress.solve_rate', message: 'Solve rate' })}
            </th>
            {rates.map((rate, position) => (
              <td
                key={position}
                role="gridcell"
                className={firstOfTopic.has(position) ? 'pm-rate pm-first' : 'pm-rate'}
                tabIndex={-1}
                title={`${rate.solved} / ${rate.assigned}`}
              >
                {rate.rate === null ? '–' : formatPercent(rate.rate)}
              </td>
            ))}
            <td role="gridcell" className="pm-total" tabIndex={-1} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
});

interface LineProps {
  row: StudentRow;
  problems: readonly ClassProgressProblem[];
  index: Map<string, ClassProgressCell>;
  labels: Record<CellState, string>;
  firstOfTopic: Set<number>;
  inactiveText: string;
}

/** One student's row: the name (a link to the student), a cell per problem, the totals. */
function StudentLine({ row, problems, index, labels, firstOfTopic, inactiveText }: LineProps) {
  const { student } = row;
  const name = `${student.lastname}, ${student.firstname}`;
  const percent = row.share === null ? 0 : Math.round(row.share * 100);
  return (
    <tr data-nav="">
      <th className="pm-student" scope="row">
        <span className="pm-name">
          <a className="pm-link" data-app-link="" href={paths.students.detail.href(student.student_id)} tabIndex={-1} title={name}>
            {name}
          </a>
          {row.inactive ? (
            <span className="pm-inactive" title={inactiveText}>
              <InactiveIcon />
              <span className="pm-sr">{inactiveText}</span>
            </span>
          ) : null}
        </span>
      </th>
      {problems.map((problem, position) => {
        const cell = cellOf(index, student.student_id, problem.problem_id);
        const state = cellState(cell);
        return (
          <td
            key={`${problem.problemset_id}-${problem.problem_id}`}
            role="gridcell"
            className={firstOfTopic.has(position) ? 'pm-c pm-first' : 'pm-c'}
            data-s={state}
            aria-label={labels[state]}
          >
            {MARKS[state]}
          </td>
        );
      })}
      <td role="gridcell" className="pm-total" tabIndex={-1}>
        {row.solved} / {row.assigned}
        <span className="pm-bar" aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </span>
      </td>
    </tr>
  );
}
