import { Box, Button, chakra, Container, Flex, HStack, Link as ChakraLink, Spacer } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LogoutIcon, UserIcon } from '../../components/icons.tsx';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useLogout } from '../../features/auth/api.ts';
import { userAtom } from '../../lib/session.ts';
import { navItemsFor } from './nav-items.ts';

const ProfileDialog = lazy(() => import('../../features/profile/ProfileDialog.tsx'));

function isActive(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}

/** The frame of every signed-in screen: top navigation per role, then the screen. */
export default function Shell({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui();
  const user = useAtomValue(userAtom);
  const [location] = useLocation();
  const logout = useLogout();
  const [profileOpen, setProfileOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  if (!user) return null;
  const fullName = `${user.firstname} ${user.lastname}`.trim();

  return (
    <Flex direction="column" minH="100vh">
      <chakra.a
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'max', bg: 'bg', p: '2', rounded: 'md', shadow: 'md' }}
      >
        {t({ id: 'nav.skip_to_content', message: 'Skip to content' })}
      </chakra.a>
      <Box as="header" bg="bg" borderBottomWidth="1px" shadow="xs" position="sticky" top="0" zIndex="docked">
        <Container maxW="7xl">
          <Flex align="center" gap="3" pt="2" wrap="wrap">
            <Link href="/" aria-label={t({ id: 'nav.home', message: 'Home' })}>
              <Logo height="40px" />
            </Link>
            <Spacer />
            <HStack gap="2" wrap="wrap" justify="flex-end">
              <LanguageSwitcher />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setProfileOpen(true)}
                aria-haspopup="dialog"
                title={t({ id: 'profile.open', message: 'Edit profile' })}
              >
                <UserIcon />
                {fullName}
              </Button>
              <Button
                variant="outline"
                size="sm"
                loading={loggingOut}
                onClick={async () => {
                  setLoggingOut(true);
                  await logout();
                }}
              >
                <LogoutIcon />
                {t({ id: 'nav.logout', message: 'Log out' })}
              </Button>
            </HStack>
          </Flex>
          <HStack
            as="nav"
            aria-label={t({ id: 'nav.main', message: 'Main navigation' })}
            gap="1"
            mt="1"
            overflowX="auto"
          >
            {navItemsFor(user.usertype).map((item) => {
              const active = isActive(location, item.href);
              const label = user.usertype === 'parent' && item.parentLabel ? item.parentLabel : item.label;
              return (
                <ChakraLink
                  key={item.href}
                  asChild
                  px="3"
                  py="2.5"
                  whiteSpace="nowrap"
                  fontWeight="medium"
                  textDecoration="none"
                  borderBottomWidth="3px"
                  borderColor={active ? 'teal.600' : 'transparent'}
                  color={active ? 'teal.800' : 'fg.muted'}
                  roundedTop="md"
                  _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '-2px' }}
                  aria-current={active ? 'page' : undefined}
                >
                  <Link href={item.href}>{i18n._(label)}</Link>
                </ChakraLink>
              );
            })}
          </HStack>
        </Container>
      </Box>
      <Container as="main" id="main" maxW="7xl" py="8" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </Container>
      {profileOpen ? (
        <Suspense fallback={null}>
          <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
