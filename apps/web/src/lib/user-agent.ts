// The kind of device a conversation was held on, from the browser's user agent (docs/product/screens.md,
// the student page's conversations table). Bowser does the parsing; this file only maps its
// answer onto the six kinds the product shows.
import Bowser from 'bowser';

export type DeviceKind = 'iphone' | 'ipad' | 'android_phone' | 'android_tablet' | 'other_mobile' | 'desktop' | 'unknown';

/**
 * iPhone, iPad, Android phone or tablet, another phone or tablet (iPod, Windows Phone,
 * KaiOS, BlackBerry), or desktop for everything else. No user agent at all is 'unknown'.
 * An iPad whose Safari asks for desktop sites sends a Mac's user agent and counts as desktop:
 * nothing in the string tells them apart.
 */
export function deviceFromUserAgent(userAgent: string | null | undefined): DeviceKind {
  if (!userAgent || userAgent.trim() === '') return 'unknown';
  const { os, platform } = Bowser.parse(userAgent);
  const type = platform.type;
  if (os.name === 'iOS' || os.name === 'iPadOS') {
    if (type === 'tablet' || platform.model === 'iPad') return 'ipad';
    if (platform.model === 'iPhone') return 'iphone';
    return 'other_mobile';
  }
  if (os.name === 'Android') {
    if (type === 'tablet') return 'android_tablet';
    if (type === 'mobile') return 'android_phone';
  }
  if (type === 'mobile' || type === 'tablet') return 'other_mobile';
  return 'desktop';
}
