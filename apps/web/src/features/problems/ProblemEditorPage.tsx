import type { Problem } from '@backoffice/api-client';
import { Box, HStack, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { PrefetchContext, RouteParams } from '../../lib/route-params.ts';
import { prefetchQuery, serverStateFor } from '../../lib/server-state.tsx';
import { preloadMathMarkdown } from '../../components/MathMarkdown.tsx';
import { NotFoundNotice } from '../../components/NotFoundNotice.tsx';
import { paths } from '../../lib/paths.ts';
import { canEdit } from '../../lib/permissions.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { userAtom } from '../../lib/session.ts';
import { prefetchCollections, useProblemQuery } from './api.ts';
import { ProblemEditor } from './ProblemEditor.tsx';
import { ProblemReadOnly } from './ProblemReadOnly.tsx';

/** The problem, the collections and the math renderer, asked for with the screen's chunk (app/routes.ts). */
export function prefetch({ api, token, params }: PrefetchContext): void {
  const server = serverStateFor(api, token);
  const id = parseRouteId(params.id);
  if (typeof id === 'number') prefetchQuery(server, (q) => q.queryOptions('get', '/admin/problems/{id}', { params: { path: { id } } }));
  prefetchCollections(server);
  preloadMathMarkdown();
}

/**
 * /problems/new and /problems/{id}?page=n (docs/product/screens.md#problem-editor): create or edit a problem.
 * Save goes where the server says; Cancel returns to the list page the editor came from. A
 * problem the user may not edit opens read-only (ProblemReadOnly), with Copy. `sections` are other features'
 * parts below an existing problem (its change history: app/pages/ProblemEditorPage.tsx).
 */
export default function ProblemEditorPage({ params, sections }: { params: RouteParams; sections?: (problem: Problem) => ReactNode }) {
  const { t } = useLingui();
  const routeId = parseRouteId(params.id);
  const problemId = typeof routeId === 'number' ? routeId : null;
  const problem = useProblemQuery(problemId);
  const page = Number(new URLSearchParams(useSearch()).get('page')) || 1;
  const listHref = paths.problems.list.href({ page });
  const me = useAtomValue(userAtom);

  if (routeId === null || problem.isError) {
    return (
      <NotFoundNotice
        message={t({ id: 'problem.not_found', message: 'This problem does not exist or you may not see it.' })}
        backHref={listHref}
        backLabel={t({ id: 'problem.back_to_list', message: 'Back to the problems' })}
      />
    );
  }
  if (problemId !== null && !problem.data) {
    return (
      <HStack justify="center" py="10">
        <Spinner color="teal.600" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />
      </HStack>
    );
  }
  // A problem the user may not edit is shown as it is, with Copy instead of Save.
  const screen =
    problem.data && !canEdit(me, problem.data) ? (
      <ProblemReadOnly problem={problem.data} listHref={listHref} />
    ) : (
      <ProblemEditor key={problemId ?? 'new'} problem={problem.data} listHref={listHref} />
    );
  const extra = problem.data ? sections?.(problem.data) : null;
  if (!extra) return screen;
  return (
    <>
      {screen}
      <Box maxW="6xl" mt="6">
        {extra}
      </Box>
    </>
  );
}
