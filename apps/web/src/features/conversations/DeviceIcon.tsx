import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { deviceFromUserAgent, type DeviceKind } from '../../lib/user-agent.ts';
import { DesktopIcon, PhoneIcon, TabletIcon, UnknownDeviceIcon } from '../../components/icons.tsx';

const ICONS: Record<DeviceKind, typeof PhoneIcon> = {
  iphone: PhoneIcon,
  android_phone: PhoneIcon,
  other_mobile: PhoneIcon,
  ipad: TabletIcon,
  android_tablet: TabletIcon,
  desktop: DesktopIcon,
  unknown: UnknownDeviceIcon,
};

/** The device's name in the interface language. */
function useDeviceLabel(): (kind: DeviceKind) => string {
  const { t } = useLingui();
  return (kind) => {
    switch (kind) {
      case 'iphone':
        return t({ id: 'conversation.device_iphone', message: 'iPhone' });
      case 'ipad':
        return t({ id: 'conversation.device_ipad', message: 'iPad' });
      case 'android_phone':
        return t({ id: 'conversation.device_android_phone', message: 'Android phone' });
      case 'android_tablet':
        return t({ id: 'conversation.device_android_tablet', message: 'Android tablet' });
      case 'other_mobile':
        return t({ id: 'conversation.device_other_mobile', message: 'Other mobile device' });
      case 'desktop':
        return t({ id: 'conversation.device_desktop', message: 'Desktop computer' });
      default:
        return t({ id: 'conversation.device_unknown', message: 'Unknown device' });
    }
  };
}

/** The device a conversation was held on, as an icon with its name for screen readers and as a tooltip. */
export function DeviceIcon({ userAgent }: { userAgent: string | null }) {
  const kind = deviceFromUserAgent(userAgent);
  const label = useDeviceLabel()(kind);
  const Icon = ICONS[kind];
  return (
    <chakra.span role="img" aria-label={label} title={label} display="inline-flex" fontSize="lg" color="fg.muted">
      <Icon />
    </chakra.span>
  );
}
