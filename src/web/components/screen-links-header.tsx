import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import { Link } from './router-link';

/** A link of the header: where it goes and what it says. */
export interface HeaderLink {
  to: string;
  label: string;
}

/**
 * The header of one of several screens about one thing (a campaign's money, its paper orders): the way back, the
 * links to the other screens, then the screen's own actions.
 */
export function ScreenLinksHeader({
  title,
  documentTitle,
  back,
  links,
  actions,
}: {
  title: string;
  documentTitle?: string;
  back: HeaderLink;
  links: HeaderLink[];
  actions?: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      documentTitle={documentTitle}
      actions={
        <>
          <Link to={back.to} className="btn btn--ghost">
            {back.label}
          </Link>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="btn btn--secondary">
              {link.label}
            </Link>
          ))}
          {actions}
        </>
      }
    />
  );
}
