// The app's icons, drawn from Lucide (ISC): each one imported from its own module, so that a
// bundle holds only the icons its screens use and the tests do not load the whole set. Named
// for what they mean here; all decorative (hidden from screen readers, the control or label
// next to one names it) and sized by the font, like the text around them.
import type { LucideIcon, LucideProps } from 'lucide-react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ChevronUp from 'lucide-react/icons/chevron-up';
import ChevronsLeft from 'lucide-react/icons/chevrons-left';
import ChevronsRight from 'lucide-react/icons/chevrons-right';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChevronsUpDown from 'lucide-react/icons/chevrons-up-down';
import CircleMinus from 'lucide-react/icons/circle-minus';
import CircleQuestionMark from 'lucide-react/icons/circle-question-mark';
import ClockAlert from 'lucide-react/icons/clock-alert';
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Menu from 'lucide-react/icons/menu';
import Monitor from 'lucide-react/icons/monitor';
import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import PenLine from 'lucide-react/icons/pen-line';
import Plus from 'lucide-react/icons/plus';
import Printer from 'lucide-react/icons/printer';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Search from 'lucide-react/icons/search';
import Smartphone from 'lucide-react/icons/smartphone';
import Star from 'lucide-react/icons/star';
import Tablet from 'lucide-react/icons/tablet';
import Trash2 from 'lucide-react/icons/trash-2';
import Upload from 'lucide-react/icons/upload';
import User from 'lucide-react/icons/user';

export type IconProps = Omit<LucideProps, 'ref'>;

/** One of the app's icons: the drawing, decorative and sized by the font unless told otherwise. */
function appIcon(Drawing: LucideIcon) {
  return function Icon(props: IconProps) {
    return <Drawing size="1em" aria-hidden="true" focusable="false" {...props} />;
  };
}

export const ArrowLeftIcon = appIcon(ArrowLeft);
export const ChevronLeftIcon = appIcon(ChevronLeft);
export const ChevronRightIcon = appIcon(ChevronRight);
export const ChevronsLeftIcon = appIcon(ChevronsLeft);
export const ChevronsRightIcon = appIcon(ChevronsRight);
export const CopyIcon = appIcon(Copy);
export const DownloadIcon = appIcon(Download);
export const EditIcon = appIcon(PenLine);
export const ExternalLinkIcon = appIcon(ExternalLink);
/** The handle that moves an item of a sortable list. */
export const GripIcon = appIcon(GripVertical);
export const LockIcon = appIcon(Lock);
export const LogoutIcon = appIcon(LogOut);
export const MailIcon = appIcon(Mail);
export const MenuIcon = appIcon(Menu);
export const PlusIcon = appIcon(Plus);
export const ProgressIcon = appIcon(ChartColumn);
export const InactiveIcon = appIcon(ClockAlert);
export const PrinterIcon = appIcon(Printer);
export const RefreshIcon = appIcon(RefreshCw);
/** "Take out of" (a student from a class, a topic from a class): not a deletion. */
export const RemoveIcon = appIcon(CircleMinus);
/** A double-headed horizontal arrow: "this scrolls sideways". */
export const ScrollSidewaysIcon = appIcon(MoveHorizontal);
export const SearchIcon = appIcon(Search);
export const TrashIcon = appIcon(Trash2);
export const UploadIcon = appIcon(Upload);
export const UserIcon = appIcon(User);

// The devices a conversation was held on.
export const PhoneIcon = appIcon(Smartphone);
export const TabletIcon = appIcon(Tablet);
export const DesktopIcon = appIcon(Monitor);
export const UnknownDeviceIcon = appIcon(CircleQuestionMark);

const StarDrawing = appIcon(Star);
/** A star of a difficulty, filled with its own colour when counted. */
export function StarIcon({ filled, color, ...props }: IconProps & { filled?: boolean }) {
  return <StarDrawing color={color} fill={filled ? (color ?? 'currentColor') : 'none'} {...props} />;
}

const SORT_DRAWINGS = { asc: appIcon(ChevronUp), desc: appIcon(ChevronDown), none: appIcon(ChevronsUpDown) };
/** A sortable column's state: up for ascending, down for descending, both while unsorted. */
export function SortIcon({ sort, ...props }: IconProps & { sort?: 'asc' | 'desc' | null }) {
  const Drawing = SORT_DRAWINGS[sort ?? 'none'];
  return <Drawing {...props} />;
}
