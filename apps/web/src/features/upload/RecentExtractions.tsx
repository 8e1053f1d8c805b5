import type { JobState, JobSummary } from '@backoffice/api-client';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { errorBodyMessage, errorMessage } from '../../lib/errors.ts';
import { useRecentExtractionsQuery } from './api.ts';
import { ExtractionProgress } from './ExtractionProgress.tsx';
import { isJobConfirmed } from './job-choices.ts';
import { isJobActive } from './job-rules.ts';
import { recentError, uploadError } from './upload-messages.ts';

export interface RecentExtractionsProps {
  /** Follow a waiting or running extraction, or open a finished one's drafts. */
  onOpen: (jobId: string) => void;
}

const STATE_PALETTE: Record<JobState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/**
 * The user's extractions of the last 7 days, newest first (docs/product/screens.md#upload-flow):
 * each with its file name, its state and when it was started. A waiting or running one shows
 * its progress and can be followed; a finished one opens its drafts to be confirmed, also after
 * the tab that started it was closed; a failed one says why. Shown once there is one.
 */
export function RecentExtractions({ onOpen }: RecentExtractionsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const recent = useRecentExtractionsQuery();

  if (recent.isError && !recent.data) {
    return <LoadFailed message={errorMessage(recent.error, recentError)} onRetry={() => void recent.refetch()} busy={recent.isFetching} />;
  }
  const jobs = recent.data?.jobs ?? [];
  if (jobs.length === 0) return null;

  const stateText: Record<JobState, string> = {
    queued: t({ id: 'upload.job_state_queued', message: 'Waiting' }),
    running: t({ id: 'upload.job_state_running', message: 'Running' }),
    done: t({ id: 'upload.job_state_done', message: 'Done' }),
    failed: t({ id: 'upload.job_state_failed', message: 'Failed' }),
    cancelled: t({ id: 'upload.job_state_cancelled', message: 'Cancelled' }),
  };
  const nameOf = (job: JobSummary) => job.file_name ?? t({ id: 'upload.job_no_name', message: 'Unnamed file' });

  return (
    <Box as="section" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="sm" id={headingId} mb="2">
        {t({ id: 'upload.recent_title', message: 'Recent extractions' })}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" aria-labelledby={headingId}>
        {jobs.map((job) => {
          const name = nameOf(job);
          const started = formatDateTime(job.created_at);
          return (
            <Box as="li" key={job.job_id} borderWidth="1px" borderRadius="md" p="3" aria-label={name}>
              <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
                <Stack gap="0.5" minWidth="0" flex="1 1 12rem">
                  <Text fontWeight="medium" truncate title={name}>
                    {name}
                  </Text>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Badge colorPalette={STATE_PALETTE[job.state]}>{stateText[job.state]}</Badge>
                    <Text as="span" fontSize="sm" color="fg.muted">
                      {t({ id: 'upload.job_started', message: `Started ${started}` })}
                    </Text>
                  </Flex>
                  {job.state === 'done' && isJobConfirmed(job.job_id) ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t({ id: 'upload.job_confirmed', message: 'Its problems have already been created.' })}
                    </Text>
                  ) : null}
                </Stack>
                {job.state === 'done' ? (
                  <Button size="sm" variant="outline" colorPalette="teal" onClick={() => onOpen(job.job_id)}>
                    {t({ id: 'upload.job_open', message: 'Check drafts' })}
                  </Button>
                ) : isJobActive(job.state) ? (
                  <Button size="sm" variant="outline" onClick={() => onOpen(job.job_id)}>
                    {t({ id: 'upload.job_follow', message: 'Show progress' })}
                  </Button>
                ) : null}
              </Flex>
              {isJobActive(job.state) ? (
                <Box mt="2">
                  <ExtractionProgress job={job} compact />
                </Box>
              ) : null}
              {job.state === 'failed' ? (
                <Text fontSize="sm" color="red.fg" mt="1">
                  {errorBodyMessage(job.error, uploadError)}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
