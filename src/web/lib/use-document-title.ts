import { useEffect } from 'react';
import { APP_TEXTS } from './public-texts';

/** Sets the tab title to "<page> · Fundraising Portal". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TEXTS.appName}` : APP_TEXTS.appName;
  }, [title]);
}
