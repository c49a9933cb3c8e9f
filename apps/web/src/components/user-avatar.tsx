import { Avatar } from '@mui/material';
import logo from '../assets/logo.svg';

/** The user's avatar; a missing one shows the built-in logo (spec 3). */
export function UserAvatar({ src, size = 32 }: { src?: string; size?: number }) {
  return <Avatar src={src || logo} alt="" sx={{ width: size, height: size, bgcolor: 'transparent' }} />;
}
