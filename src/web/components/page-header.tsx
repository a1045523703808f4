import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

interface PageHeaderProps {
  title: string;
  /** The tab title when it should differ from the heading. */
  documentTitle?: string;
  actions?: ReactNode;
}

/** The page's h1, which also sets the tab title. */
export function PageHeader({ title, documentTitle, actions }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
