import { Flex } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/PageHeading.tsx';
import { UploadButton } from '../upload/index.ts';

/** /problems?page=n: the problem list. Built in a later issue; for now the screen shows its title and the upload. */
export default function ProblemsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading>{t({ id: 'problems.title', message: 'Problems' })}</PageHeading>
      <Flex gap="3" mb="6">
        <UploadButton />
      </Flex>
    </>
  );
}
