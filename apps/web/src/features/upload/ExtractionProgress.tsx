import type { JobSummary } from '@backoffice/api-client';
import { Progress, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { currentPage, progressPercent } from './job-rules.ts';

export interface ExtractionProgressProps {
  job: Pick<JobSummary, 'state' | 'progress'>;
  /** Smaller, for a row of the recent extractions. */
  compact?: boolean;
}

/**
 * How far a waiting or running extraction is (docs/product/screens.md#upload-flow): "Page 3 of 12"
 * with a bar of the pages done, or, before the server knows the pages, what it is doing. The bar
 * is a progressbar named by the same words, so a screen reader says them too.
 */
export function ExtractionProgress({ job, compact = false }: ExtractionProgressProps) {
  const { t } = useLingui();
  const pages = job.state === 'running' ? currentPage(job.progress) : null;
  const percent = job.state === 'running' ? progressPercent(job.progress) : null;
  const page = pages?.page ?? 0;
  const total = pages?.total ?? 0;
  const label =
    job.state === 'queued'
      ? t({ id: 'upload.job_queued', message: 'Waiting to start…' })
      : pages
        ? t({ id: 'upload.job_page', message: `Page ${page} of ${total}` })
        : t({ id: 'upload.job_opening', message: 'Opening the file…' });
  return (
    <Progress.Root
      value={percent}
      max={100}
      colorPalette="teal"
      size={compact ? 'xs' : 'md'}
      translations={{ value: () => label }}
    >
      <Stack direction="row" justify="space-between" mb="1">
        <Progress.Label fontSize={compact ? 'xs' : 'sm'}>{label}</Progress.Label>
        {percent !== null && !compact ? (
          <Text as="span" fontSize="sm" aria-hidden>
            {`${percent} %`}
          </Text>
        ) : null}
      </Stack>
      <Progress.Track aria-valuetext={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
