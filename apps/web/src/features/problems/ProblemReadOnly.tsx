import type { Problem } from '@backoffice/api-client';
import { Alert, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { DifficultyStars } from '../../components/DifficultyStars.tsx';
import { CopyIcon } from '../../components/icons.tsx';
import { ImagePreview } from '../../components/ImagePreview.tsx';
import { MathMarkdown, preloadMathMarkdown } from '../../components/MathMarkdown.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { isLocale, LOCALE_NAMES } from '../../lib/i18n.ts';
import { imageFileUrl } from '../../lib/images.ts';
import { paths } from '../../lib/paths.ts';
import { gradeLabel } from '../../lib/problem-format.ts';
import { useCopyProblemMutation } from './api.ts';

/** One labelled part of the problem, as the editor's field of the same name would show it. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={label}>
      <Heading as="h2" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </Heading>
      {children}
    </Box>
  );
}

const none = <Text color="fg.muted">—</Text>;

/**
 * /problems/{id} of a problem the user may not edit (the edit rule of lib/permissions.ts): the
 * problem as it is, its text, solution and answers rendered, with no field to type into, no save
 * and no generators; "Copy" makes the user's own copy and opens it in the editor.
 */
export function ProblemReadOnly({ problem, listHref }: { problem: Problem; listHref: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const copy = useCopyProblemMutation();
  useEffect(preloadMathMarkdown, []);

  const creator = `${problem.creator_firstname ?? ''} ${problem.creator_lastname ?? ''}`.trim();
  const image = imageFileUrl(problem.file_url, problem.file_type);
  const template = imageFileUrl(problem.template_url, problem.template_type);
  const language = isLocale(problem.language) ? LOCALE_NAMES[problem.language] : problem.language;
  const onCopy = () =>
    copy.mutate(problem.problem_id, {
      onSuccess: (newId) => navigate(paths.problems.detail.href(newId)),
      // A failed copy shows no message, as on the problem list.
      onError: () => {},
    });

  return (
    <Stack gap="5" maxW="6xl">
      <Box>
        <PageHeading>{t({ id: 'problem.title_view', message: 'View problem' })}</PageHeading>
        <Text color="fg.muted" mt="-4">
          {t({ id: 'problem.id_and_creator', message: `Problem ${problem.problem_id} · created by ${creator || '—'}` })}
        </Text>
      </Box>
      <Alert.Root status="info" alignItems="center" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Title flex="1" minW="12rem" fontWeight="normal">
          {t({ id: 'problem.read_only_notice', message: 'You may not change this problem. Copy it to make your own version that you can edit.' })}
        </Alert.Title>
        <Button colorPalette="teal" size="sm" onClick={onCopy} loading={copy.isPending}>
          <CopyIcon />
          {t({ id: 'problem.copy_to_edit', message: 'Copy' })}
        </Button>
      </Alert.Root>

      <Grid templateColumns={{ base: 'repeat(2, auto)', md: 'repeat(4, auto)' }} justifyContent="start" columnGap="10" rowGap="4">
        <Part label={t({ id: 'problem.collection', message: 'Collection' })}>
          <Text>{problem.collection_name ?? t({ id: 'problem.no_collection', message: 'No collection' })}</Text>
        </Part>
        <Part label={t({ id: 'problem.grade', message: 'Grade' })}>
          <Text>{gradeLabel(problem.gradefrom, problem.gradeto)}</Text>
        </Part>
        <Part label={t({ id: 'problem.difficulty', message: 'Difficulty' })}>
          <DifficultyStars value={problem.difficulty} size="1.25rem" />
        </Part>
        <Part label={t({ id: 'problem.language', message: 'Language' })}>
          <Text>{language}</Text>
        </Part>
      </Grid>

      <Part label={t({ id: 'problem.text', message: 'Text' })}>
        <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
          <MathMarkdown text={problem.text} />
        </Box>
      </Part>

      {image || problem.template_url || problem.template_type ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
          <Part label={t({ id: 'problem.image', message: 'Image' })}>
            {image ? <ImagePreview src={image} alt={t({ id: 'problem.image', message: 'Image' })} /> : none}
          </Part>
          <Part label={t({ id: 'problem.template_image', message: 'Template image' })}>
            {template ? (
              <ImagePreview src={template} alt={t({ id: 'problem.template_image', message: 'Template image' })} />
            ) : problem.template_type ? (
              <Text>{problem.template_type}</Text>
            ) : (
              none
            )}
          </Part>
        </Grid>
      ) : null}

      <Part label={t({ id: 'problem.solution', message: 'Solution' })}>
        {problem.solution?.trim() ? <MathMarkdown text={problem.solution} /> : none}
      </Part>
      <Part label={t({ id: 'problem.answer', message: 'Answer' })}>
        {problem.answer?.trim() ? <MathMarkdown text={problem.answer} /> : none}
      </Part>
      <Part label={t({ id: 'problem.wrong_answers', message: 'Wrong answers' })}>
        {problem.wrong_answers.length > 0 ? (
          <Stack as="ul" gap="1" pl="5" listStyleType="disc">
            {problem.wrong_answers.map((answer, index) => (
              <Box as="li" key={index}>
                <MathMarkdown text={answer} />
              </Box>
            ))}
          </Stack>
        ) : (
          none
        )}
      </Part>

      <HStack justify="flex-end" pt="2" borderTopWidth="1px">
        <Button variant="outline" onClick={() => navigate(listHref)}>
          {t({ id: 'problem.back_to_list', message: 'Back to the problems' })}
        </Button>
      </HStack>
    </Stack>
  );
}
