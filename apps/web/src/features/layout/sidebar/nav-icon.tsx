// Menu icons: `source` of a menu names an MUI icon. Only the icons the menus use are bundled (importing the whole
// icon set would add megabytes); an unknown name falls back to a neutral icon. Add a line here for a new icon.
import Fallback from '@mui/icons-material/CircleOutlined';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ApiIcon from '@mui/icons-material/Api';
import AppsIcon from '@mui/icons-material/Apps';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import BadgeIcon from '@mui/icons-material/Badge';
import BookIcon from '@mui/icons-material/Book';
import BugReportIcon from '@mui/icons-material/BugReport';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloudIcon from '@mui/icons-material/Cloud';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CodeIcon from '@mui/icons-material/Code';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import FolderIcon from '@mui/icons-material/Folder';
import ForumIcon from '@mui/icons-material/Forum';
import GTranslateIcon from '@mui/icons-material/GTranslate';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import HttpIcon from '@mui/icons-material/Http';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyIcon from '@mui/icons-material/Key';
import LabelIcon from '@mui/icons-material/Label';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import NotesIcon from '@mui/icons-material/Notes';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PersonIcon from '@mui/icons-material/Person';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import PublicIcon from '@mui/icons-material/Public';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RuleIcon from '@mui/icons-material/Rule';
import SchemaIcon from '@mui/icons-material/Schema';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import SmsIcon from '@mui/icons-material/Sms';
import StorageIcon from '@mui/icons-material/Storage';
import TableChartIcon from '@mui/icons-material/TableChart';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimelineIcon from '@mui/icons-material/Timeline';
import TranslateIcon from '@mui/icons-material/Translate';
import TuneIcon from '@mui/icons-material/Tune';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import ViewStreamIcon from '@mui/icons-material/ViewStream';
import WebIcon from '@mui/icons-material/Web';

const ICONS: Record<string, typeof Fallback> = {
  AccountTree: AccountTreeIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Apartment: ApartmentIcon,
  Api: ApiIcon,
  Apps: AppsIcon,
  Article: ArticleIcon,
  Assessment: AssessmentIcon,
  Assignment: AssignmentIcon,
  AssignmentInd: AssignmentIndIcon,
  AttachFile: AttachFileIcon,
  Badge: BadgeIcon,
  Book: BookIcon,
  BugReport: BugReportIcon,
  Build: BuildIcon,
  Business: BusinessIcon,
  Campaign: CampaignIcon,
  Cloud: CloudIcon,
  CloudUpload: CloudUploadIcon,
  Code: CodeIcon,
  Dashboard: DashboardIcon,
  DesignServices: DesignServicesIcon,
  Folder: FolderIcon,
  Forum: ForumIcon,
  GTranslate: GTranslateIcon,
  Groups: GroupsIcon,
  HowToReg: HowToRegIcon,
  Http: HttpIcon,
  Inventory: InventoryIcon,
  Inventory2: Inventory2Icon,
  Key: KeyIcon,
  Label: LabelIcon,
  Map: MapIcon,
  Menu: MenuIcon,
  MenuBook: MenuBookIcon,
  MonitorHeart: MonitorHeartIcon,
  Notes: NotesIcon,
  PendingActions: PendingActionsIcon,
  Person: PersonIcon,
  PlayCircle: PlayCircleIcon,
  Public: PublicIcon,
  ReceiptLong: ReceiptLongIcon,
  Rule: RuleIcon,
  Schema: SchemaIcon,
  Send: SendIcon,
  Settings: SettingsIcon,
  Sms: SmsIcon,
  Storage: StorageIcon,
  TableChart: TableChartIcon,
  TaskAlt: TaskAltIcon,
  Timeline: TimelineIcon,
  Translate: TranslateIcon,
  Tune: TuneIcon,
  ViewColumn: ViewColumnIcon,
  ViewQuilt: ViewQuiltIcon,
  ViewStream: ViewStreamIcon,
  Web: WebIcon,
};

export function NavIcon({ name, fontSize = 'small' }: { name?: string; fontSize?: 'small' | 'medium' | 'inherit' }) {
  const Icon = (name && ICONS[name]) || Fallback;
  return <Icon fontSize={fontSize} />;
}
