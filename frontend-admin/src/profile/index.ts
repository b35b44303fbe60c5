// The admin's own account screens (custom routes): Personal Information and Change Password.
export { ChangePasswordPage } from './ChangePasswordPage';
export { ProfilePage } from './ProfilePage';
