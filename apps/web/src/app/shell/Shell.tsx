import {
  Box,
  Button,
  chakra,
  CloseButton,
  Container,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link as ChakraLink,
  Portal,
  Spacer,
  Stack,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LogoutIcon, MenuIcon, UserIcon } from '../../components/icons.tsx';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useLogout } from '../../lib/use-logout.ts';
import { useSaveOwnLanguage } from '../../features/profile/index.ts';
import { OpenReviewsBadge } from '../../features/reviews/index.ts';
import type { User } from '@backoffice/api-client';
import { paths } from '../../lib/paths.ts';
import { userAtom } from '../../lib/session.ts';
import { requestToasterWhenIdle } from '../../lib/toaster-demand.ts';
import { prepareCollatorWhenIdle } from '../../lib/collator.ts';
import { ServerStateProvider } from '../../lib/server-state.tsx';
// The first page's system gains every component recipe with the shell (theme-full.ts).
import '../theme-full.ts';
import { navItemsFor } from './nav-items.ts';
import { hasKeptForm, KEPT_DIALOGS } from '../../lib/session-resume.ts';

const ProfileDialog = lazy(() => import('../../features/profile/ProfileDialog.tsx'));

/**
 * The header's focus ring: 3 px of dark teal, well above 3:1 against the white header (Chakra's
 * own rings, light grey or mid teal, are about 2.5:1). The navigation's tabs draw it inside,
 * because their row scrolls sideways and would cut it off.
 */
const headerFocusRing = {
  '& :is(a, button, select):focus-visible': {
    outlineWidth: '3px',
    outlineStyle: 'solid',
    outlineColor: 'teal.700',
    outlineOffset: '2px',
  },
  '& nav a:focus-visible': { outlineOffset: '-3px' },
};

function isActive(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}

/** The role's navigation links: a row of tabs on wide screens, a list in the phone menu. */
function NavLinks({ user, vertical = false, onNavigate }: { user: User; vertical?: boolean; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const [location] = useLocation();
  return navItemsFor(user.usertype).map((item) => {
    const href = item.href();
    const active = isActive(location, href);
    const label = user.usertype === 'parent' && item.nav.parentLabel ? item.nav.parentLabel : item.nav.label;
    return (
      <ChakraLink
        key={href}
        asChild
        px="3"
        py="2.5"
        whiteSpace="nowrap"
        fontWeight="medium"
        textDecoration="none"
        borderBottomWidth={vertical ? undefined : '3px'}
        borderStartWidth={vertical ? '3px' : undefined}
        borderColor={active ? 'teal.600' : 'transparent'}
        color={active ? 'teal.800' : 'fg.muted'}
        rounded={vertical ? 'md' : undefined}
        roundedTop={vertical ? undefined : 'md'}
        _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <Link href={href}>
          {i18n._(label)}
          {item.id === 'reviews' ? <OpenReviewsBadge /> : null}
        </Link>
      </ChakraLink>
    );
  });
}

/**
 * The frame of every signed-in screen: top navigation per role, then the screen. On a phone the
 * header is one row (logo and a menu button) and the navigation, the language, the profile and
 * the logout are in a drawer. It brings the full Chakra system (every component's styles) and
 * the query cache of the signed-in screens.
 */
export default function Shell({ children }: { children: ReactNode }) {
  return (
    <ServerStateProvider>
      <ShellFrame>{children}</ShellFrame>
    </ServerStateProvider>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const logout = useLogout();
  const saveLanguage = useSaveOwnLanguage();
  const [profileOpen, setProfileOpen] = useState(() => hasKeptForm(KEPT_DIALOGS.profile));
  const [menuOpen, setMenuOpen] = useState(false);
  // The phone menu's drawer is mounted when it is first opened, not with every screen's load.
  const [menuUsed, setMenuUsed] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  // Signed-in screens confirm their changes with toasts: the toaster renders once the screen
  // has loaded (its code was fetched with the shell's, app/router.tsx).
  useEffect(requestToasterWhenIdle, []);
  useEffect(() => prepareCollatorWhenIdle(i18n.locale), [i18n.locale]);
  if (!user) return null;
  const fullName = `${user.firstname} ${user.lastname}`.trim();
  const signOut = async () => {
    setLoggingOut(true);
    await logout();
  };
  const openProfile = () => {
    setMenuOpen(false);
    setProfileOpen(true);
  };

  return (
    <>
      <Flex direction="column" minH="100vh">
        <chakra.a
          href="#main"
          position="absolute"
          left="-9999px"
          _focus={{ left: '4', top: '4', zIndex: 'max', bg: 'bg', p: '2', rounded: 'md', shadow: 'md' }}
        >
          {t({ id: 'nav.skip_to_content', message: 'Skip to content' })}
        </chakra.a>
        <Box
          as="header"
          bg="bg"
          borderBottomWidth="1px"
          shadow="xs"
          position="sticky"
          top="0"
          zIndex="docked"
          css={headerFocusRing}
        >
          <Container maxW="7xl" px={{ base: '3', md: '6' }}>
            <Flex align="center" gap="3" py={{ base: '2', md: '0' }} pt={{ md: '2' }}>
              <Link href={paths.home.href()} aria-label={t({ id: 'nav.home', message: 'Home' })}>
                <Logo height="40px" />
              </Link>
              <Spacer />
              <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
                <LanguageSwitcher onChosen={saveLanguage} />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={openProfile}
                  aria-haspopup="dialog"
                  title={t({ id: 'profile.open', message: 'Edit profile' })}
                >
                  <UserIcon />
                  {fullName}
                </Button>
                <Button variant="outline" size="sm" loading={loggingOut} onClick={signOut}>
                  <LogoutIcon />
                  {t({ id: 'nav.logout', message: 'Log out' })}
                </Button>
              </HStack>
              <IconButton
                display={{ base: 'inline-flex', md: 'none' }}
                variant="outline"
                size="sm"
                aria-label={t({ id: 'nav.menu', message: 'Menu' })}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => {
                  setMenuUsed(true);
                  setMenuOpen(true);
                }}
              >
                <MenuIcon />
              </IconButton>
            </Flex>
            <HStack
              as="nav"
              aria-label={t({ id: 'nav.main', message: 'Main navigation' })}
              gap="1"
              mt="1"
              overflowX="auto"
              display={{ base: 'none', md: 'flex' }}
            >
              <NavLinks user={user} />
            </HStack>
          </Container>
        </Box>
        {menuUsed ? (
        <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="end" size="xs">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>{t({ id: 'nav.menu', message: 'Menu' })}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack gap="4">
                    <Stack as="nav" aria-label={t({ id: 'nav.main', message: 'Main navigation' })} gap="1">
                      <NavLinks user={user} vertical onNavigate={() => setMenuOpen(false)} />
                    </Stack>
                    <LanguageSwitcher size="md" onChosen={saveLanguage} />
                    <Button variant="ghost" justifyContent="flex-start" onClick={openProfile} aria-haspopup="dialog">
                      <UserIcon />
                      {fullName}
                    </Button>
                    <Button variant="outline" loading={loggingOut} onClick={signOut}>
                      <LogoutIcon />
                      {t({ id: 'nav.logout', message: 'Log out' })}
                    </Button>
                  </Stack>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t({ id: 'common.close', message: 'Close' })} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        ) : null}
        <Container
          as="main"
          id="main"
          maxW="7xl"
          px={{ base: '3', md: '6' }}
          py={{ base: '4', md: '8' }}
          flex="1"
          minW="0"
          tabIndex={-1}
          _focus={{ outline: 'none' }}
        >
          {children}
        </Container>
        {profileOpen ? (
          <Suspense fallback={null}>
            <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
          </Suspense>
        ) : null}
      </Flex>
    </>
  );
}
