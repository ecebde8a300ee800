import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Session, useService } from '@portolan/sdk';

/** The signed-in user's menu: who and which company, switch between saved accounts, add one, change password, sign out. */
export const AccountMenu = observer(function AccountMenu() {
  const session = useService(Session);
  const navigate = useNavigate();
  const user = session.user;
  if (!user) return null;
  const others = session.users.filter((u) => u.email !== user.email);
  const signOut = async () => {
    await session.logOut();
    navigate('/login');
  };
  const menu = (
    <Menu aria-label="Account">
      <MenuDivider title={user.email} />
      {session.userCompany.data && <MenuItem icon="office" text={session.userCompany.data.name} disabled />}
      {others.length > 0 && <MenuDivider title="Switch account" />}
      {others.map((u) => (
        <MenuItem key={u.email} icon="user" text={u.email} onClick={() => session.switchTo(u.email)} />
      ))}
      <MenuItem icon="add" text="Sign in to another account" onClick={() => navigate('/login?add=1')} />
      <MenuDivider />
      <MenuItem icon="key" text="Change password" onClick={() => navigate('/change-password')} />
      <MenuItem icon="log-out" text="Sign out" intent="danger" onClick={signOut} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" icon="user" endIcon="caret-down" aria-label={`Account menu for ${user.name}`}>
        <span className="pt-header__full">{user.name}</span>
      </Button>
    </PopoverNext>
  );
});
