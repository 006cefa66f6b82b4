import { AccountEditScreen } from '../../features/account/account-edit-screen.tsx';

export default AccountEditScreen;
