import { useEffect } from 'react';
import { APP_TEXTS } from './public-texts';

/** Sets the tab title to "<page> · Fundraising Portal"; null leaves it to a part of the page that names it. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title ? `${title} · ${APP_TEXTS.appName}` : APP_TEXTS.appName;
  }, [title]);
}
