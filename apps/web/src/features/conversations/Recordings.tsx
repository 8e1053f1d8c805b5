import type { Recording } from '@backoffice/api-client';
import { Box, chakra, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { useFetchRecording } from './api.ts';

/**
 * One recording with a real audio player. The audio needs the session header, so it is
 * fetched as a blob and played from an object URL, which is revoked when the player goes.
 * A failure is only logged (docs/product/errors.md): the time stays, without a player.
 */
function RecordingPlayer({ studentId, recording }: { studentId: string; recording: Recording }) {
  const { t } = useLingui();
  const fetchRecording = useFetchRecording();
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  const when = formatDateTime(recording.timestamp);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchRecording(studentId, recording.url, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The recording could not be loaded', recording.url, error);
        setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fetchRecording, studentId, recording.url]);

  return (
    <chakra.li display="flex" alignItems="center" gap="3" flexWrap="wrap">
      <Text as="span" fontSize="sm" fontWeight="medium" minW="9rem">
        {when}
      </Text>
      {state.url ? (
        <chakra.audio
          controls
          preload="metadata"
          src={state.url}
          aria-label={t({ id: 'conversation.recording_label', message: `Recording of ${when}` })}
          maxW="100%"
          h="10"
        />
      ) : state.failed ? null : (
        <Spinner size="sm" aria-label={t({ id: 'conversation.recording_loading', message: `Loading the recording of ${when}` })} />
      )}
    </chakra.li>
  );
}

/** The conversation's audio recordings with their times (docs/product/screens.md). */
export function Recordings({ studentId, recordings }: { studentId: string; recordings: readonly Recording[] }) {
  const { t } = useLingui();
  return (
    <Box as="section" aria-labelledby="recordings-heading" mb="6">
      <Text as="h2" id="recordings-heading" fontSize="lg" fontWeight="semibold" mb="2">
        {t({ id: 'conversation.recordings', message: 'Recordings' })}
      </Text>
      {recordings.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t({ id: 'conversation.recordings_none', message: 'This conversation has no recordings.' })}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
          {recordings.map((recording) => (
            <RecordingPlayer key={recording.url} studentId={studentId} recording={recording} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
