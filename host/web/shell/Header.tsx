import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Classes, Tag } from '@blueprintjs/core';
import { Session, useService } from '@portolan/sdk';
import { formatShortcut } from '../../../core/web/commands/matchShortcut';
import { openCommandPalette } from '../palette/openCommandPalette';
import { AccountMenu } from './AccountMenu';
import { HeaderItems } from './HeaderItems';
import { LiveStatusHint } from './LiveStatusHint';

export interface HeaderProps {
  showNavToggle: boolean;
  navExpanded: boolean;
  onToggleNav: () => void;
  notifications: ReactNode;
}

/**
 * The header landmark. From 680 px wide it shows the company and plan; narrower, only the essentials. At
 * its end: "Reconnecting…" while the live connection is down, search, the items plugins contribute, the
 * notification area (as the route allows) and the account menu.
 */
export const Header = observer(function Header({ showNavToggle, navExpanded, onToggleNav, notifications }: HeaderProps) {
  const session = useService(Session);
  const company = session.userCompany.data;
  const plan = session.enterprisePlan.data;
  return (
    <header className={`pt-header ${Classes.DARK}`}>
      <div className="pt-header__start">
        {showNavToggle && (
          <Button
            variant="minimal"
            icon="menu"
            aria-label={navExpanded ? 'Collapse side navigation' : 'Expand side navigation'}
            aria-expanded={navExpanded}
            aria-controls="pt-side-nav"
            onClick={onToggleNav}
          />
        )}
        <Link to="/" className="pt-brand" aria-label="Portolan home">
          <span className="pt-brand__mark" aria-hidden="true">◈</span>
          <span className="pt-brand__name">Portolan</span>
        </Link>
        {company && (
          <span className="pt-header__full pt-header__company" data-testid="header-company">
            {company.name}
            {plan?.isActive && plan.planName && (
              <Tag minimal round className="pt-header__plan">
                {plan.planName}
              </Tag>
            )}
          </span>
        )}
      </div>
      <div className="pt-header__end">
        <LiveStatusHint />
        <Button
          variant="minimal"
          icon="search"
          aria-label={`Search and commands (${formatShortcut('mod+k')})`}
          title={`Search and commands (${formatShortcut('mod+k')})`}
          onClick={openCommandPalette}
        />
        <HeaderItems />
        {notifications}
        <AccountMenu />
      </div>
    </header>
  );
});
